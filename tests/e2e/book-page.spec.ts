/**
 * Each book's own page (CONTRACT.md §20), in Chromium on its own site: reached from the
 * catalogue, pre-rendered with its cover, description, facts, formats and shops, praise,
 * free chapters and readers' stories, Book JSON-LD that meets Google's Book actions, no
 * script, a way back to the catalogue, and usable by keyboard at 360 px and on a desktop.
 * A series shows its reading order; an uploaded cover keeps the desktop layout; the owner
 * orders the catalogue.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { multipart } from '../support/media-http';
import { bookActionProblems } from '../support/rich-results';
import { startTestSite, type TestSite } from '../support/site';
import { createAdmin, signInThroughApi } from './support/admin';
import { seriousViolations } from './support/axe';
import { jsonLd, scriptFiles } from './support/pages';

let site: TestSite;

test.describe.configure({ mode: 'serial', timeout: 60_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startTestSite();
  await createAdmin(site);
});
test.afterAll(async () => site?.stop());

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("the catalogue leads to a book's own page with everything a reader looks for, and no script", async ({
  page,
}) => {
  await page.goto(`${site.url}/catalog`);
  await page.getByRole('main').getByRole('link', { name: 'The Red Door', exact: true }).click();
  await expect(page).toHaveURL(/\/book\/1$/);

  const scripts = scriptFiles(page);
  await page.reload({ waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Red Door');
  await expect(page).toHaveTitle('The Red Door by Kendra Lane | Kendra Lane');
  await expect(page.getByRole('img', { name: 'Cover of The Red Door' })).toBeVisible();
  await expect(page.getByText(/^After twenty-two years of keeping the peace/)).toBeVisible();
  const facts = page.locator('dl');
  await expect(facts).toContainText('PublishedSeptember 16, 2025');
  await expect(facts).toContainText('Pages352');
  await expect(facts).toContainText('FormatseBook, Paperback');

  const formats = page.getByRole('region', { name: 'Formats and where to buy' });
  await expect(formats.getByRole('heading', { level: 3 })).toHaveText([
    /^eBook\s*\$4\.99$/,
    /^Paperback\s*\$15\.99$/,
  ]);
  await expect(formats.getByRole('link', { name: /^Amazon Kindle/ })).toHaveAttribute('target', '_blank');
  await expect(formats.getByRole('link', { name: /^Bookshop\.org/ })).toHaveAttribute(
    'href',
    /^https:\/\/bookshop\.org\//,
  );
  await expect(formats).toContainText(/ISBN 979-\d{10}/);

  await expect(
    page.getByRole('region', { name: 'Praise for The Red Door' }).getByRole('listitem'),
  ).toHaveCount(2);
  const chapters = page.getByRole('region', { name: 'Free chapters' }).getByRole('link');
  await expect(chapters).toHaveCount(1);
  await expect(chapters.first()).toHaveAttribute('href', '/book/1/preview');
  await expect(page.getByRole('region', { name: 'Reader Stories' })).toContainText('Tasha M.');

  // Back to the catalogue (the preview's 'Back to Books' keeps going home, as SPEC.md §2 says).
  await expect(page.getByRole('link', { name: 'All Books' })).toHaveAttribute('href', '/catalog');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/book\/1$/);

  const data = await jsonLd(page);
  expect(bookActionProblems(data)).toEqual([]);
  expect(data).toMatchObject({ '@type': 'Book', name: 'The Red Door', numberOfPages: 352 });
  expect(data.workExample).toHaveLength(2);
  expect(scripts).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
});

for (const width of [360, 1280]) {
  test(`at ${width} px, a reader goes from the book's page to its free chapter by keyboard`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${site.url}/book/3`);
    const read = page.getByRole('link', { name: 'Read a Free Chapter' });
    for (let i = 0; i < 40 && !(await read.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(read).toBeFocused();
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/book\/3\/preview$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sequins on Sunday');
  });
}

/**
 * A row of buttons as a reader sees it: each at least 44 px tall and on the screen, those
 * on one line equally tall and level, and on a desktop all on one line.
 */
async function expectAlignedRow(page: Page, controls: Locator[], width: number) {
  const boxes = await Promise.all(controls.map(async (control) => (await control.boundingBox())!));
  for (const box of boxes) {
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
  // A line: the boxes that overlap its first one from top to bottom.
  const lines: (typeof boxes)[] = [];
  for (const box of boxes) {
    const line = lines.find(([first]) => box.y < first!.y + first!.height && first!.y < box.y + box.height);
    if (line) line.push(box);
    else lines.push([box]);
  }
  for (const line of lines) {
    expect(line.map((box) => Math.round(box.y))).toEqual(line.map(() => Math.round(line[0]!.y)));
    expect(line.map((box) => Math.round(box.height))).toEqual(line.map(() => Math.round(line[0]!.height)));
  }
  if (width >= 1280) expect(lines).toHaveLength(1);
  expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
}

for (const width of [1280, 360]) {
  test(`at ${width} px, the shelf buttons share the row of the book's buttons, before and after they load their script`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${site.url}/book/1`);
    const shelf = page.getByRole('group', { name: 'Your reading shelf: The Red Door' });
    const row = [
      page.getByRole('link', { name: 'Read a Free Chapter' }),
      page.getByRole('link', { name: /^Buy on / }),
      // CONTRACT.md §19's texts, exactly.
      shelf.getByRole('button', { name: 'Want to read', exact: true }),
      shelf.getByRole('button', { name: 'Add to my shelf', exact: true }),
    ];
    // As the page is served: the island's server-rendered buttons, no script yet.
    await expect(page.locator('astro-island[ssr]')).toHaveCount(1);
    await expectAlignedRow(page, row, width);

    // Hydrated (a pointer over it starts that), then used: the row keeps its line.
    await row[2]!.hover();
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await expectAlignedRow(page, row, width);
    await row[2]!.click();
    const status = page.getByRole('group', { name: 'Your reading shelf: The Red Door' }).getByRole('status');
    await expect(status).toContainText('Added to your Want to Read shelf.');
    await row[3]!.click();
    await expect(page.getByRole('button', { name: 'Did Not Finish' })).toBeVisible();
    await expectAlignedRow(page, row, width);
  });
}

test('a series shows its reading order, each chapter has its own address, and an uploaded cover keeps the layout', async ({
  page,
}) => {
  await signInThroughApi(page, site.url);
  const cover = await sharp({
    create: { width: 600, height: 900, channels: 3, background: { r: 74, g: 29, b: 92 } },
  })
    .jpeg()
    .toBuffer();
  const { body, contentType } = multipart(cover);
  const uploaded = await page.request.post(`${site.url}/api/admin/media`, {
    data: body,
    headers: { 'content-type': contentType, origin: site.url },
  });
  expect(uploaded.status()).toBe(201);
  const { url: coverUrl } = await uploaded.json();

  const add = async (title: string, seriesOrder: number) => {
    const answer = await page.request.post(`${site.url}/api/admin/books`, {
      data: {
        title,
        description: `${title}: a Harbor Lights novel.`,
        coverImage: coverUrl,
        seriesName: 'Harbor Lights',
        seriesOrder,
        publishedOn: '2026-03-03',
        pageCount: 280,
      },
    });
    expect(answer.status()).toBe(201);
    return (await answer.json()).id as number;
  };
  const second = await add('The Harbor Keeper', 2);
  const first = await add('Lanterns on the Water', 1);
  for (const [chapterNumber, chapterTitle] of [
    [1, 'One: The Lantern'],
    [2, 'Two: The Tide'],
  ] as const) {
    const chapter = await page.request.post(`${site.url}/api/admin/books/${first}/previews`, {
      data: { chapterNumber, chapterTitle, content: `${chapterTitle} begins here.` },
    });
    expect(chapter.status()).toBe(201);
  }

  // Before the next build, the page is rendered on demand from the database.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${site.url}/book/${first}`);
  const order = page.getByRole('region', { name: 'Harbor Lights: the reading order' }).getByRole('listitem');
  await expect(order).toHaveText([
    /Book 1\s*Lanterns on the Water\s*\(this book\)/,
    /Book 2\s*The Harbor Keeper/,
  ]);
  await expect(order.nth(1).getByRole('link')).toHaveAttribute('href', `/book/${second}`);
  const chapters = page.getByRole('region', { name: 'Free chapters' }).getByRole('link');
  await expect(chapters).toHaveCount(2);
  await expect(chapters.nth(0)).toHaveAttribute('href', `/book/${first}/preview`);
  await expect(chapters.nth(1)).toHaveAttribute('href', `/book/${first}/preview/2`);

  // The uploaded cover (a <picture> with a WebP <source>) sits beside the text, not above it.
  const coverBox = (await page.getByRole('img', { name: 'Cover of Lanterns on the Water' }).boundingBox())!;
  const titleBox = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  expect(coverBox.width).toBeGreaterThan(200);
  expect(coverBox.x + coverBox.width).toBeLessThanOrEqual(titleBox.x);
  expect(titleBox.y).toBeLessThan(coverBox.y + coverBox.height);

  await chapters.nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/book/${first}/preview/2$`));
  await expect(page.getByText('Two: The Tide begins here.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the owner orders the catalogue with Move up and Move down; a new book goes first', async ({ page }) => {
  await signInThroughApi(page, site.url);
  const order = async () =>
    ((await (await page.request.get(`${site.url}/api/books`)).json()) as { id: number; title: string }[]).map(
      (b) => b.title,
    );
  // The two books the test before added come first, the newest on top.
  expect((await order()).slice(0, 3)).toEqual(['Lanterns on the Water', 'The Harbor Keeper', 'The Red Door']);

  await page.goto(`${site.url}/admin`);
  // Once the dashboard is hydrated (no island still waiting), its Books tab answers.
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Books', exact: true }).click();
  await expect(page.getByText('16 books')).toBeVisible();
  await page.getByRole('button', { name: /^Move down\W+Lanterns on the Water$/ }).click();
  await expect
    .poll(async () => (await order()).slice(0, 3))
    .toEqual(['The Harbor Keeper', 'Lanterns on the Water', 'The Red Door']);
  const up = page.getByRole('button', { name: /^Move up\W+The Red Door$/ });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(async () => (await order()).slice(0, 3))
    .toEqual(['The Harbor Keeper', 'The Red Door', 'Lanterns on the Water']);
});
