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

const FRAMED = `<!doctype html><html lang="en"><head><title>Check</title></head><body>
<main><h1>Check</h1>
<p id="faint" style="color:#ddd;background:#fff">Hard to read</p>
<img id="bare" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
<iframe title="Inner" srcdoc="<img id=inner src='data:image/gif;base64,R0lGODlhAQABAAAAACw='>"></iframe>
</main></body></html>`;

test('checks the frames of the page too, and keeps to the part and the rules asked for', async ({ page }) => {
  // Served from an origin of its own (no request leaves the browser): a frame's results reach
  // the page through axe's messages, which keep to one origin, as on the site.
  await page.route('http://axe-check.test/', (route) =>
    route.fulfill({ contentType: 'text/html', body: FRAMED }),
  );
  await page.goto('http://axe-check.test/');
  await expect(page.frameLocator('iframe').locator('#inner')).toBeAttached();
  const all = await seriousViolations(page);
  expect(all).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^color-contrast: .*\(#faint\)$/),
      'image-alt: Images must have alternative text (#bare, iframe #inner)',
    ]),
  );
  expect(await seriousViolations(page, { exclude: '#bare' })).not.toContainEqual(
    expect.stringMatching(/#bare/),
  );
  expect(await seriousViolations(page, { include: '#faint' })).toEqual([
    expect.stringMatching(/^color-contrast: .*\(#faint\)$/),
  ]);
  expect(await seriousViolations(page, { rules: COLOUR_RULES })).toEqual([
    expect.stringMatching(/^color-contrast: /),
  ]);
});

test('reads colours once a transition has settled, as after a theme switch', async ({ page }) => {
  await page.route('http://axe-check.test/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Check</title><style>
        p { color: #fff; background: #fff; transition: color 600ms linear; }
        .dark p { color: #000; }
      </style></head><body><main><h1>Check</h1><p>Settling text</p></main></body></html>`,
    }),
  );
  await page.goto('http://axe-check.test/');
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  expect(await seriousViolations(page)).toEqual([]);
});
