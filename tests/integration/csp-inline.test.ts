/**
 * Every pre-rendered page of the test build against its own Content-Security-Policy
 * (the one Astro wrote into _headers.json): each inline <script> and <style> it holds
 * is allowed by hash, and none carries an inline event handler or a javascript: URL,
 * which no hash can allow. A hand-written inline script or style that is not in
 * src/lib/inline-code.ts fails here, before it fails in a browser. And each policy names
 * only the inline code of its own page (src/lib/security/page-policy.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPagePolicies, routeOfPage } from '../../scripts/static-files';
import { cspHash as hash } from '../../src/lib/security/page-policy';
import { TEST_BUILD_DIR } from '../support/build';

const client = join(TEST_BUILD_DIR, 'client');
const pages = readdirSync(client, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .map((file) => `/${file.split(sep).join('/')}`)
  .sort();

/** The sources a directive allows (falling back as browsers do: -elem to the directive, then default-src). */
function sources(policy: string, ...names: string[]): string[] {
  const directives = new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
  for (const name of names) if (directives.has(name)) return directives.get(name)!;
  return directives.get('default-src') ?? [];
}

describe('inline scripts and styles of the built pages', () => {
  const policies = loadPagePolicies(TEST_BUILD_DIR);

  it('every page has a policy written by Astro', () => {
    expect(pages.length).toBeGreaterThan(30);
    expect(pages.filter((page) => !policies.has(routeOfPage(page)))).toEqual([]);
  });

  it.each(pages)('%s: each inline script and style is allowed by its hash', (page) => {
    const html = readFileSync(join(client, page), 'utf8');
    const policy = policies.get(routeOfPage(page))!;
    const refused: string[] = [];
    for (const [, attributes = '', text = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/\bsrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue;
      const allowed = sources(policy, 'script-src-elem', 'script-src');
      if (!allowed.includes(hash(text))) refused.push(`script ${text.slice(0, 60)}`);
    }
    for (const [, text = ''] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) {
      const allowed = sources(policy, 'style-src-elem', 'style-src');
      if (!allowed.includes(hash(text)) && !allowed.includes("'unsafe-inline'"))
        refused.push(`style ${text.slice(0, 60)}`);
    }
    expect(refused).toEqual([]);
    // No hash can allow these.
    expect(html.match(/<[^>]+\son[a-z]+\s*=/gi) ?? []).toEqual([]);
    expect(html.match(/(href|src|action)\s*=\s*["']?\s*javascript:/gi) ?? []).toEqual([]);
  });

  it.each(pages)('%s: its policy allows no inline code the page does not hold', (page) => {
    const html = readFileSync(join(client, page), 'utf8');
    const own = new Set(
      [...html.matchAll(/<(script|style)\b[^>]*>([\s\S]*?)<\/\1>/g)].map(([, , text = '']) => hash(text)),
    );
    const policy = policies.get(routeOfPage(page))!;
    const hashes = [...sources(policy, 'script-src'), ...sources(policy, 'style-src')].filter((source) =>
      source.startsWith("'sha256-"),
    );
    expect(hashes.length).toBeGreaterThan(0);
    expect(hashes.filter((source) => !own.has(source))).toEqual([]);
  });
});
