import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../scripts/build-site';
import { TEST_BUILD_DIR } from '../support/build';

const VNU = join(PROJECT_ROOT, 'node_modules/vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
}

describe('built HTML', () => {
  it('passes the Nu HTML Checker with no error on every pre-rendered page', () => {
    // The checker's CSS module predates Tailwind 4's modern CSS (@property, margin-trim),
    // so CSS messages are filtered. Astro itself writes its island rule
    // (`astro-island{display:contents}`) as a <style> before the first island in <body>;
    // that one message is filtered too. Every other HTML error fails the test.
    // The JVM's quick compiler only, with one GC thread: for a run of seconds the optimising
    // one cost more than it gave back (21 CPU-seconds against 9, the same findings). Its code
    // needs deeper stacks for the checker's schema, hence -Xss.
    const result = spawnSync(
      'java',
      [
        '-Xss64m',
        '-XX:TieredStopAtLevel=1',
        '-XX:+UseSerialGC',
        '-jar',
        VNU,
        '--errors-only',
        '--skip-non-html',
        '--format',
        'json',
        '--filterpattern',
        '^CSS: .*|A “style” element in “body” must be the first child of its parent\\.',
        join(TEST_BUILD_DIR, 'client'),
      ],
      { encoding: 'utf8', timeout: 120_000 },
    );
    expect(result.error).toBeUndefined();
    const { messages } = JSON.parse(result.stderr || '{"messages":[]}') as { messages: VnuMessage[] };
    const errors = messages
      .filter((m) => m.type === 'error')
      .map((m) => `${m.url.replace(/^.*\/client/, '')}:${m.lastLine ?? '?'} ${m.message}`);
    expect(errors).toEqual([]);
  }, 180_000);
});
