/**
 * `engines` says the real minimum (Astro 7 needs Node 22.12), and the `node` package that
 * npm scripts run with provides it, so a machine whose system Node is 20 still runs
 * everything (CONTRACT.md §9; on Node 20, `npm install` only warns EBADENGINE).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './build-site';

const pkg = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string };
  dependencies: Record<string, string>;
};
const astro = JSON.parse(readFileSync(join(PROJECT_ROOT, 'node_modules/astro/package.json'), 'utf8')) as {
  engines: { node: string };
};

/** [major, minor] of 'v24.21.0' or '>=22.12'. */
const version = (text: string) => (/(\d+)\.(\d+)/.exec(text) ?? []).slice(1, 3).map(Number);
const atLeast = ([a = 0, b = 0]: number[], [c = 0, d = 0]: number[]) => a > c || (a === c && b >= d);

describe('engines', () => {
  it('asks for Node 22.12 or later, as Astro does', () => {
    expect(pkg.engines.node).toBe('>=22.12');
    expect(astro.engines.node).toMatch(/22\.12/);
  });

  it('is met by the Node binary of the node package the npm scripts run with', () => {
    expect(pkg.dependencies.node).toBeDefined();
    const bundled = execFileSync(join(PROJECT_ROOT, 'node_modules/.bin/node'), ['--version'], {
      encoding: 'utf8',
    });
    expect(atLeast(version(bundled), version(pkg.engines.node))).toBe(true);
    expect(atLeast(version(process.version), version(pkg.engines.node))).toBe(true);
  });
});
