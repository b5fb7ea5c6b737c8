import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from './security-headers';

describe('security headers', () => {
  it('vercel.json gives every path on Vercel the same headers as the middleware and the site server', () => {
    const config = JSON.parse(readFileSync(new URL('../../vercel.json', import.meta.url), 'utf8')) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    const all = config.headers.find((rule) => rule.source === '/(.*)');
    expect(Object.fromEntries(all!.headers.map(({ key, value }) => [key, value]))).toEqual(SECURITY_HEADERS);
  });
});
