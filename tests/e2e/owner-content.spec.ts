/**
 * The owner runs her own content (CONTRACT.md §10), in Chromium, against a real `npm start`
 * (scripts/start.ts) with its publisher and its scheduled-post timer, as
 * tests/integration/two-starts.test.ts runs it: she adds a book with an uploaded
 * cover and a chapter, drafts a post with a heading, a link and an image, schedules it,
 * and sees each on the public site once it has been published, with nothing else done.
 */
import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import sharp from 'sharp';
import { startFolders, startNpmStart, type NpmStart, type StartFolders } from '../support/npm-start';
import { seriousViolations } from './support/axe';

const EMAIL = 'owner-e2e@example.com';
const PASSWORD = 'write-bold-every-day';
const BOOK = 'The Fifteenth Door';
const POST = 'Monday Morning Pages';

let folders: StartFolders;
let started: NpmStart;
let url = '';
/** The post the owner schedules first, checked last: its id and the time it is due. */
const scheduled = { id: 0, at: new Date(0) };

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  folders = startFolders('owner-e2e');
  started = await startNpmStart(
    {
      DATABASE_URL: folders.databaseUrl,
      MEDIA_DIR: join(folders.dataDir, 'media'),
      BUILDS_DIR: folders.buildsDir,
      SESSION_SECRET: 'owner-e2e-secret-0123456789abcdef',
      ADMIN_EMAIL: EMAIL,
      ADMIN_PASSWORD: PASSWORD,
    },
    200_000,
  );
  url = started.url;
});

test.afterAll(async () => {
  await started?.stop();
  folders?.cleanup();
});

/** A photo-like JPEG the owner might pick from her phone. */
const photo = (width: number, height: number, color: { r: number; g: number; b: number }) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: 'PhoneCo', Artist: 'Kendra' } })
    .toBuffer();

async function signIn(page: Page) {
  await page.goto(`${url}/admin/login?next=/admin`);
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The password hash is slow by design, and slower on a busy machine.
  await expect(page).toHaveURL(`${url}/admin`, { timeout: 20_000 });
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** Waits for the public site to show something after the automatic publish (no reload of the admin). */
async function waitForPublic(page: Page, path: string, text: string, timeout = 150_000) {
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(`${url}${path}`);
        return answer.status() === 200 && (await answer.text()).includes(text);
      },
      { timeout, intervals: [2000] },
    )
    .toBe(true);
}

test('the owner drafts a post with a heading, a link and an image, and schedules it', async ({ page }) => {
  await signIn(page);
  await page.getByRole('tab', { name: 'Blog Posts' }).click();
  await page.getByRole('button', { name: 'New Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Post' });
  await dialog.getByLabel('Title').fill(POST);
  await dialog.getByLabel('Excerpt').fill('How I start the week with three pages and a cup of tea.');
  await dialog
    .getByLabel('Content', { exact: true })
    .fill('## Three pages\n\nI follow [Julia Cameron](https://juliacameron.com/) on this.\n\n');
  await dialog
    .getByLabel('Describe the image to insert (alt text)')
    .fill('A cup of tea beside an open notebook');
  await dialog.getByLabel('Insert an image').setInputFiles({
    name: 'morning-tea.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo(1600, 1000, { r: 240, g: 200, b: 120 }),
  });
  await expect(dialog.getByText(/^Inserted morning-tea\.jpg/)).toBeVisible();
  await expect(dialog.getByLabel('Content', { exact: true })).toHaveValue(
    /!\[A cup of tea beside an open notebook\]\(\/media\/[0-9a-f]{32}\/1600\.jpg\)/,
  );
  const preview = dialog.getByTestId(/-preview$/);
  await expect(preview.getByRole('heading', { name: 'Three pages' })).toBeVisible();
  await expect(preview.getByRole('link', { name: 'Julia Cameron' })).toHaveAttribute(
    'href',
    'https://juliacameron.com/',
  );
  await expect(preview.getByRole('img', { name: 'A cup of tea beside an open notebook' })).toBeVisible();
  await dialog.getByLabel('Tags').fill('Writing Craft, Morning Pages');
  await dialog.getByLabel('Draft (only you can see it)').check();
  await dialog.getByRole('button', { name: 'Save Draft' }).click();
  await expect(dialog).toBeHidden();

  const panel = page.getByRole('tabpanel');
  const row = panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name: POST }) });
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  const previewHref = await row.getByRole('link', { name: `Preview ${POST}` }).getAttribute('href');
  const id = Number(/\/admin\/preview\/blog\/(\d+)$/.exec(previewHref ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  scheduled.id = id;
  expect((await page.request.get(`${url}/blog/${id}`)).status()).toBe(404);

  // Her preview is the page as it will look.
  const draft = await page.context().newPage();
  await draft.goto(`${url}${previewHref}`);
  await expect(draft.getByRole('status')).toContainText('Draft preview');
  await expect(draft.getByRole('heading', { level: 2, name: 'Three pages' })).toBeVisible();
  await draft.close();

  // Scheduled for the next minute that is at least 20 seconds away.
  const at = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000);
  scheduled.at = at;
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await row.getByRole('button', { name: `Edit ${POST}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Post' });
  await edit.getByLabel('Published', { exact: true }).check();
  await edit.getByLabel('Publish date and time').fill(local);
  await edit.getByRole('button', { name: 'Schedule Post' }).click();
  await expect(edit).toBeHidden();
  await expect(row.getByText('Scheduled', { exact: true })).toBeVisible();
  expect((await page.request.get(`${url}/blog/${id}`)).status()).toBe(404);
  expect(await (await page.request.get(`${url}/rss.xml`)).text()).not.toContain(POST);
});

test('the owner adds a book with an uploaded cover and a chapter, and it goes live by itself', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('tab', { name: 'Books', exact: true }).click();
  await expect(page.getByText('14 books', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'New Book' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Book' });
  await dialog.getByLabel('Title').fill(BOOK);
  await dialog.getByLabel('Description').fill('A woman opens the door she swore she never would.');

  // An upload that fails halfway tells her so and loses nothing.
  await page.route('**/api/admin/media', (route) => route.abort('connectionreset'), { times: 1 });
  const cover = {
    name: 'cover.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo(1200, 1800, { r: 120, g: 30, b: 80 }),
  };
  // She is asked what the image shows first: a file chosen without it uploads nothing.
  await dialog.getByLabel('Or upload an image').setInputFiles(cover);
  await expect(dialog.getByText('Describe the image first: what does it show?')).toBeVisible();
  await expect(dialog.getByLabel('Describe the image (alt text)')).toBeFocused();
  await dialog.getByLabel('Describe the image (alt text)').fill('cover.jpg');
  await dialog.getByLabel('Or upload an image').setInputFiles(cover);
  await expect(dialog.getByText('Describe what the image shows, not its file name')).toBeVisible();
  await dialog.getByLabel('Describe the image (alt text)').fill('A red door ajar at night');
  await dialog.getByLabel('Or upload an image').setInputFiles(cover);
  await expect(dialog.getByRole('alert')).toContainText('cut off before it finished');
  await expect(dialog.getByLabel('Title')).toHaveValue(BOOK);
  await expect(dialog.getByLabel('Cover image URL')).toHaveValue('');

  await dialog.getByLabel('Or upload an image').setInputFiles(cover);
  await expect(
    dialog.getByText('Uploaded cover.jpg (1200 × 1800), described as “A red door ajar at night”.'),
  ).toBeVisible();
  await expect(dialog.getByLabel('Cover image URL')).toHaveValue(/^\/media\/[0-9a-f]{32}\/1200\.jpg$/);
  await dialog.getByLabel('Rating (0 to 5)').fill('4.6');
  await dialog.getByLabel('Series name').fill('The Red Door Saga');
  await dialog.getByLabel('Book number in series').fill('2');
  await dialog.getByLabel('Amazon URL').fill('https://www.amazon.com/dp/B0FIFTEEN1');
  await dialog.getByRole('button', { name: 'Add a shop' }).click();
  await dialog.getByLabel('Shop 1 name').fill('Bookshop');
  await dialog.getByLabel('Shop 1 link').fill('https://bookshop.org/b/fifteenth-door');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Create Book' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('15 books')).toBeVisible();

  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: BOOK }) });
  await row.getByRole('button', { name: `Chapters of ${BOOK}` }).click();
  await row.getByRole('button', { name: `Add Chapter to ${BOOK}` }).click();
  const chapter = page.getByRole('dialog', { name: `New chapter of ${BOOK}` });
  await expect(chapter.getByLabel('Chapter number')).toHaveValue('1');
  await chapter.getByLabel('Chapter title').fill('Chapter One: The Knock');
  await chapter
    .getByLabel('Chapter text')
    .fill('## The knock\n\nIt came at **midnight**, and she *answered*.');
  await expect(chapter.getByTestId(/-preview$/)).toContainText('midnight');
  await expect(chapter.getByTestId(/-preview$/).locator('strong')).toHaveText('midnight');
  await chapter.getByRole('button', { name: 'Add Chapter' }).click();
  await expect(chapter).toBeHidden();
  await expect(row.getByText('Chapter 1: Chapter One: The Knock')).toBeVisible();

  // After the automatic publish: the catalogue, the preview page with its chapter and cover.
  // (A publish may have caught the book before its chapter, the scheduled post's for one:
  // the book's 'Read Preview' comes with the next.)
  await waitForPublic(page, '/catalog', BOOK);
  await expect(async () => {
    await page.goto(`${url}/catalog`);
    await expect(page.getByRole('link', { name: `Read Preview of ${BOOK}` })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 150_000, intervals: [2000] });
  await expect(page.getByRole('heading', { name: BOOK })).toBeVisible();
  await page.getByRole('link', { name: `Read Preview of ${BOOK}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(BOOK);
  await expect(page.getByText('Book 2 of The Red Door Saga')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Chapter One: The Knock' })).toBeVisible();
  await expect(page.locator('.markdown strong')).toHaveText('midnight');
  // The cover carries the description she gave it when she uploaded it.
  const img = page.getByRole('img', { name: 'A red door ajar at night' });
  await expect(img).toHaveAttribute('src', /^\/media\/[0-9a-f]{32}\/1200\.jpg$/);
  await expect(img).toHaveAttribute('srcset', /320\.jpg 320w/);
  expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  await expect(page.getByRole('link', { name: /^Bookshop/ })).toHaveAttribute(
    'href',
    'https://bookshop.org/b/fifteenth-door',
  );
  // Its own generated social card (CONTRACT.md §14), drawn by the same publish with the uploaded cover.
  const og = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(og).toMatch(/\/og\/book\/\d+\.png$/);
  const card = await page.request.get(new URL(new URL(og!).pathname, page.url()).href);
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');
  expect(await page.locator('script[src]').count()).toBe(0);
});

test('the Books tab and its forms work at 360 px with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page);
  await page.getByRole('tab', { name: 'Books', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^\d+ books$/)).toBeVisible();
  await page.getByRole('button', { name: 'New Book' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New Book' });
  await expect(dialog.getByLabel('Title')).toBeFocused();
  await page.keyboard.type('Keyboard Book');
  await dialog.getByRole('button', { name: 'Create Book' }).press('Enter');
  await expect(dialog.getByText('Description is required')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the owner changes a service price and rewrites the shipping and returns page in the Site tab, at 360 px with the keyboard, and both go live by themselves', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page);
  await page.getByRole('tab', { name: 'Site', exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.getByText('Services and prices', { exact: true }).focus();
  await page.keyboard.press('Enter');
  const mentoring = page.getByRole('group', { name: 'One-on-One Mentoring' });
  const price = mentoring.getByLabel('Price', { exact: true });
  await expect(price).toHaveValue('$75/session');

  // An empty price is refused at its field, and the field gets the focus back.
  await price.fill('');
  await page.getByRole('button', { name: 'Save services and prices' }).press('Enter');
  await expect(mentoring.getByText('Enter a text')).toBeVisible();
  await expect(price).toBeFocused();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.type('$85/session');
  await expect(mentoring.getByText('Enter a text')).toBeHidden();

  // The shipping text, in its own section of the same tab.
  await page.getByText('Shipping and returns', { exact: true }).focus();
  await page.keyboard.press('Enter');
  const text = page.getByRole('textbox', { name: 'Text', exact: true });
  await expect(text).toHaveValue(/## Shipping costs/);
  await text.focus();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\n\n## Shipping abroad\n\nWe ship **worldwide** from Memphis.');
  expect(await seriousViolations(page)).toEqual([]);

  // Both saved within a moment, once the scheduled post's time has come: one publish carries
  // all three (a publish requested after a post's time builds it in, and the timer then asks
  // for no other).
  await page.waitForTimeout(Math.max(0, scheduled.at.getTime() + 1000 - Date.now()));
  await price.press('Enter');
  await expect(page.getByText('Services and prices saved', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Save shipping and returns' }).press('Enter');
  await expect(page.getByText('Shipping and returns saved', { exact: true })).toBeVisible();

  // After the automatic publish: the new price on the services page (and nothing else moved)...
  await waitForPublic(page, '/writing-services', '$85/session');
  await page.goto(`${url}/writing-services`);
  await expect(page.getByText('$85/session', { exact: true })).toBeVisible();
  await expect(page.getByText('From $150', { exact: true })).toBeVisible();
  await expect(page.getByText('$75/session')).toHaveCount(0);
  // ...and the new section on the shipping page, Markdown rendered and sanitised.
  await waitForPublic(page, '/shipping-returns', 'Shipping abroad');
  await page.goto(`${url}/shipping-returns`);
  await expect(page.getByRole('heading', { name: 'Shipping abroad', level: 2 })).toBeVisible();
  await expect(page.locator('strong', { hasText: 'worldwide' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Returns and exchanges' })).toBeVisible();
});

// Last, so the wait for its time overlaps the tests above (the timer checks every 30 s).
test('the scheduled post goes live by itself once its time has come', async ({ page }) => {
  const { id, at } = scheduled;
  // Nobody has done anything more to it: the timer publishes it when its time has come.
  await waitForPublic(page, '/blog', POST, 200_000);
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  await page.goto(`${url}/blog`);
  await page.getByRole('link', { name: `Read More about ${POST}` }).click();
  await expect(page).toHaveURL(`${url}/blog/${id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Three pages' })).toBeVisible();
  await expect(page.locator('.markdown').getByRole('link', { name: 'Julia Cameron' })).toHaveAttribute(
    'href',
    'https://juliacameron.com/',
  );
  const image = page.locator('.markdown').getByRole('img', { name: 'A cup of tea beside an open notebook' });
  await expect(image).toHaveAttribute('loading', 'lazy');
  await expect(image).toHaveAttribute('width', '1600');
  await expect(image).toHaveAttribute('srcset', /640\.jpg 640w/);
  await page.getByRole('link', { name: 'Morning Pages' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Posts tagged “Morning Pages”');
  expect(await (await page.request.get(`${url}/rss.xml`)).text()).toContain(POST);
  expect(await page.locator('script[src]').count()).toBe(0);
});
