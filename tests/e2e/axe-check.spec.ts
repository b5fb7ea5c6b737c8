/** The accessibility check the other specs rely on finds what it must (tests/e2e/support/axe.ts). */
import { expect, test } from '@playwright/test';
import { COLOUR_RULES, seriousViolations } from './support/axe';

const PAGE = `<!doctype html><html lang="en"><head><title>Axe check</title></head><body><main>
  <h1>Axe check</h1>
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" id="first">
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" id="second">
  <p style="color:#bbb;background:#fff" id="faint">Text too faint to read</p>
  <button id="nameless"></button>
</main></body></html>`;

test('reports each serious or critical violation with every element that has it', async ({ page }) => {
  await page.setContent(PAGE);
  const found = await seriousViolations(page);
  expect(found.find((line) => line.startsWith('image-alt:'))).toMatch(/\(#first, #second\)$/);
  expect(found.find((line) => line.startsWith('color-contrast:'))).toMatch(/\(#faint\)$/);
  expect(found.find((line) => line.startsWith('button-name:'))).toMatch(/\(#nameless\)$/);
  // Scoped to the colour rules, as the dark theme's pass is.
  const colours = await seriousViolations(page, { rules: COLOUR_RULES });
  expect(colours.map((line) => line.split(':')[0])).toEqual(['color-contrast']);
  expect(await seriousViolations(page, { exclude: '#faint', rules: COLOUR_RULES })).toEqual([]);
});
