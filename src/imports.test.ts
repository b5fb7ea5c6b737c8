/**
 * How code under src/ imports (README, 'Layout'): a file deeper than three folders reaches
 * another domain through the `~/` alias, never up four or more `../`; and lucide's icons
 * and Radix's primitives come from their own modules, not the packages' barrels: lucide's
 * makes every build resolve its 4,820 icons and the server load its 1.3 MB CommonJS
 * bundle; Radix's makes the server load all 55 primitives to render one dialog.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('.', import.meta.url));
const CODE = /\.(ts|tsx|astro|mjs)$/;
/** Packages whose entry re-exports everything they have: import from their subpaths. */
const BARRELS = ['lucide-react', 'radix-ui'];

/** Every code file under src/, with its text. */
function sources(): { file: string; text: string }[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => CODE.test(file))
    .map((file) => ({ file, text: readFileSync(join(SRC, file), 'utf8') }));
}

/** The module specifiers of a file's imports and re-exports, with whether the import is type-only. */
function imports(text: string): { from: string; typeOnly: boolean }[] {
  const found: { from: string; typeOnly: boolean }[] = [];
  for (const match of text.matchAll(/^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]/gm))
    found.push({ from: match[3]!, typeOnly: Boolean(match[2]) });
  for (const match of text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g))
    found.push({ from: match[1]!, typeOnly: false });
  return found;
}

describe('imports under src/', () => {
  const files = sources();

  it('finds the code it checks', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(imports("import a from '../../x';\nimport type { B } from 'lucide-react';")).toEqual([
      { from: '../../x', typeOnly: false },
      { from: 'lucide-react', typeOnly: true },
    ]);
  });

  it('never climb four or more folders', () => {
    const deep = files.flatMap(({ file, text }) =>
      imports(text)
        .filter(({ from }) => /^(\.\.\/){4,}/.test(from))
        .map(({ from }) => `${file}: ${from}`),
    );
    expect(deep).toEqual([]);
  });

  it('take lucide icons and Radix primitives from their own modules, not the barrels', () => {
    const barrel = files.flatMap(({ file, text }) =>
      imports(text)
        .filter(({ from, typeOnly }) => BARRELS.includes(from) && !typeOnly)
        .map(({ from }) => `${file}: ${from}`),
    );
    expect(barrel).toEqual([]);
  });
});
