/**
 * Honest by default (CONTRACT.md §16), in Chromium against a real `npm start` on an empty
 * machine (its publisher included): the fresh install shows SPEC.md's demo; the owner turns
 * off every badge of a product and every home figure from the admin alone, by keyboard at
 * 360 px, and sees them gone after the publish; then 'Remove demo content' takes every
 * seeded row, text and figure off every public page, keeps her own post and a visitor's
 * shelf, and the site republishes by itself.
 */
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { PROJECT_ROOT } from '../../scripts/build-site';
import { seedPosts } from '../../db/seed-data/blog';
import { seedBooks } from '../../db/seed-data/books';
import {
  seedChallenge,
  seedForumTopics,
  seedImpactStories,
  seedMilestones,
} from '../../db/seed-data/community';
import { seedIssues } from '../../db/seed-data/newsletter';
import { seedProducts } from '../../db/seed-data/shop';
import { FIGURE_PLACES, HOME_FIGURES as HOME_FIGURE_IDS } from '../../src/features/site-texts/figures';
import { startFolders, startNpmStart, type NpmStart, type StartFolders } from '../support/npm-start';
import { seriousViolations } from './support/axe';

const EMAIL = 'owner-demo@example.com';
const PASSWORD = 'honest-by-default-2026';
const POST = 'What I Am Writing This Winter';
const HOME_FIGURES = ['2,500+', '4.5+', '3,500+', '14', '156', '47'];

let folders: StartFolders;
let started: NpmStart;
let url = '';

test.describe.configure({ mode: 'serial', timeout: 400_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  folders = startFolders('demo-e2e');
  started = await startNpmStart(
    {
      DATABASE_URL: folders.databaseUrl,
      MEDIA_DIR: join(folders.dataDir, 'media'),
      BUILDS_DIR: folders.buildsDir,
      SESSION_SECRET: 'demo-e2e-secret-0123456789abcdef',
      ADMIN_EMAIL: EMAIL,
      ADMIN_PASSWORD: PASSWORD,
    },
    280_000,
  );
  url = started.url;
});

test.afterAll(async () => {
  await started?.stop();
  folders?.cleanup();
});

/** Waits until the live build serves every content write so far (the automatic publish). */
async function waitForPublish(page: Page) {
  await expect
    .poll(
      async () => {
        const db = (await (await page.request.get(`${url}/api/health`)).json()).generation as number;
        const live = (await (await page.request.get(`${url}/build.json`)).json()).generation as number;
        return live >= db;
      },
      { timeout: 240_000, intervals: [2000] },
    )
    .toBe(true);
}

/** Signs in with the keyboard alone. */
async function signIn(page: Page) {
  await page.goto(`${url}/admin/login?next=/admin`);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.getByLabel('Email').focus();
  await page.keyboard.type(EMAIL);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  // Sign-in hashes the password (argon2id): slow on a busy machine.
  await expect(page).toHaveURL(`${url}/admin`, { timeout: 30_000 });
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** Empties a text field from the keyboard. */
async function clear(page: Page, field: ReturnType<Page['getByLabel']>) {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
}

/** Presses a button or link from the keyboard. */
async function press(target: ReturnType<Page['getByRole']>, key = 'Enter') {
  await target.focus();
  await target.press(key);
}

const shopCards = (page: Page) => page.getByRole('article');

test("a fresh install shows SPEC.md's demo, and every admin page offers to remove it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${url}/`);
  const stats = page.getByRole('region', { name: 'Stats & Recognition' });
  for (const figure of HOME_FIGURES) await expect(stats.getByText(figure, { exact: true })).toBeVisible();
  await expect(page.getByText(`© ${new Date().getUTCFullYear()} Kendra Lane`)).toBeVisible();

  await page.goto(`${url}/always-be-fabulous`);
  await page.locator('#collection').scrollIntoViewIfNeeded();
  await expect(shopCards(page)).toHaveCount(7);
  for (const text of ['Limited stock', 'Only 3 left', '12 people viewed', '47 reviews']) {
    await expect(shopCards(page).filter({ hasText: text })).toHaveCount(7);
  }
  await expect(shopCards(page).getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(7);
  await expect(shopCards(page).filter({ hasText: 'Bestseller' })).toHaveCount(1);

  await page.goto(`${url}/community`);
  await expect(page.getByText('3,500+ readers in 47 countries who read boldly')).toBeVisible();
  await expect(page.getByText('1,247', { exact: true })).toBeVisible();
  await expect(page.getByText('Reward: a signed bookmark')).toBeVisible();
  await expect(page.getByRole('region', { name: seedChallenge().title })).toBeVisible();

  await signIn(page);
  for (const path of ['/admin', '/admin/abf', '/admin/orders', '/admin/analytics', '/admin/preview/blog/1']) {
    await page.goto(`${url}${path}`);
    const notice = page.getByRole('region', { name: 'This site still shows demo content' });
    await expect(notice).toContainText('14 books');
    await expect(notice.getByRole('button', { name: 'Remove demo content' })).toBeVisible();
  }
});

test('the owner turns off every badge of a product and every home figure from the admin, by keyboard at 360 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page);
  expect(await seriousViolations(page)).toEqual([]);

  // The Classic Dad Hat: no stars, reviews, views, Limited stock or Bestseller.
  await page.goto(`${url}/admin/abf`);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await press(page.getByRole('button', { name: 'Edit Classic Dad Hat' }));
  const dialog = page.getByRole('dialog', { name: 'Edit Product' });
  for (const label of ['Stars (0 to 5)', 'Reviews', 'People viewed'])
    await clear(page, dialog.getByLabel(label));
  await press(dialog.getByRole('checkbox', { name: 'Limited stock' }), 'Space');
  await press(dialog.getByRole('checkbox', { name: 'Bestseller' }), 'Space');
  await expect(dialog.getByRole('checkbox', { name: 'Bestseller' })).not.toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  await press(dialog.getByRole('button', { name: 'Save Changes' }));
  await expect(dialog).toBeHidden();

  // The home page's six figures, emptied in the Site tab.
  await page.goto(`${url}/admin`);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await press(page.getByRole('tab', { name: 'Site', exact: true }));
  const summary = page.getByText('Marketing figures', { exact: true });
  await press(summary);
  const form = page.getByRole('form', { name: 'Marketing figures' });
  for (const id of HOME_FIGURE_IDS) {
    await clear(page, form.getByRole('group', { name: FIGURE_PLACES[id] }).getByLabel('Figure'));
  }
  await press(form.getByRole('button', { name: 'Save figures' }));
  await expect(page.getByText('Marketing figures saved', { exact: true })).toBeVisible();

  await waitForPublish(page);
  await page.goto(`${url}/`);
  await expect(page.getByRole('heading', { name: 'Stats & Recognition' })).toHaveCount(0);
  for (const figure of ['2,500+', '4.5+', '3,500+']) await expect(page.getByText(figure)).toHaveCount(0);
  await page.goto(`${url}/community`);
  await expect(page.getByText('Readers who read boldly, talk honestly')).toBeVisible();
  await page.goto(`${url}/start-here`);
  await expect(page.getByText('Novels about second chances, found family and bold women')).toBeVisible();

  await page.goto(`${url}/always-be-fabulous`);
  await page.locator('#collection').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-shop-grid][data-hydrated="live"]')).toBeVisible();
  const hat = shopCards(page).filter({ hasText: 'Classic Dad Hat' });
  for (const text of ['Bestseller', 'Limited stock', 'Only 3 left', 'reviews', 'viewed']) {
    await expect(hat.getByText(text)).toHaveCount(0);
  }
  await expect(hat.getByRole('img', { name: /^Rated/ })).toHaveCount(0);
  // The other products keep theirs.
  await expect(shopCards(page).filter({ hasText: '47 reviews' })).toHaveCount(6);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page)).toEqual([]);
});

/** Every seeded row, text and figure a public page could show. */
function seededTexts(): string[] {
  const yaml = (file: string) =>
    parse(readFileSync(join(PROJECT_ROOT, 'content', file), 'utf8')) as Record<string, string>[];
  return [
    ...seedBooks.map((b) => b.title),
    ...seedPosts.map((p) => p.title),
    ...seedProducts.map((p) => p.name),
    ...seedIssues.map((i) => i.subject),
    ...seedMilestones.map((m) => m.title),
    ...seedForumTopics.map((t) => t.title),
    ...seedImpactStories.map((s) => s.readerName),
    ...yaml('testimonials.yaml').map((t) => t.name!),
    ...yaml('reviews.yaml').map((r) => r.name!),
    ...yaml('sample-stories.yaml').map((s) => s.readerName!),
    '1,247',
    '25,000',
    'a signed bookmark',
    '47 reviews',
    '12 people viewed',
    'Only 3 left',
    'Demo data',
  ];
}

test("'Remove demo content' takes every seeded row, text and figure off the public site, keeps the owner's post and a visitor's shelf, and republishes", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  const created = await page.request.post(`${url}/api/admin/blog-posts`, {
    headers: { origin: url },
    data: {
      title: POST,
      excerpt: 'Notes from my desk.',
      content: 'A new book is on its way.',
      publishedAt: new Date().toISOString(),
    },
  });
  expect(created.status()).toBe(201);

  // A visitor joins the challenge: SPEC.md's starter book (a demo book) lands on their shelf.
  const visitor = await browser.newContext();
  const reader = await visitor.newPage();
  await reader.goto(`${url}/community#challenge`);
  await reader.locator('#challenge').scrollIntoViewIfNeeded();
  await expect(reader.locator('#challenge astro-island:not([ssr])')).toHaveCount(1);
  await press(reader.getByRole('button', { name: 'Join the Challenge' }));
  await expect(reader.getByText("You're In!")).toBeVisible();

  await page.goto(`${url}/admin/orders`);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  const notice = page.getByRole('region', { name: 'This site still shows demo content' });
  await press(notice.getByRole('button', { name: 'Remove demo content' }));
  const confirm = page.getByRole('alertdialog', { name: 'Remove demo content?' });
  await expect(confirm).toContainText('14 books');
  await expect(confirm).toContainText("your visitors' shelves");
  expect(await seriousViolations(page)).toEqual([]);
  // Escape cancels and removes nothing.
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await press(notice.getByRole('button', { name: 'Remove demo content' }));
  await press(confirm.getByRole('button', { name: 'Remove demo content' }));
  const done = page.getByRole('status').filter({ hasText: 'Demo content removed' });
  await expect(done).toContainText('14 books');
  await expect(done).toContainText('The public site republishes by itself');
  await expect(done).toContainText('Kept as yours: the demo reading challenge your visitors joined.');
  await press(done.getByRole('button', { name: 'Refresh this page' }));
  await expect(page.getByRole('region', { name: 'This site still shows demo content' })).toHaveCount(0);
  expect((await (await page.request.get(`${url}/api/admin/demo-content`)).json()).demo).toBe(false);

  await waitForPublish(page);

  // No seeded row, text or figure on any public page of the sitemap.
  const sitemap = await (await page.request.get(`${url}/sitemap-0.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(paths).toContain('/');
  const seeded = seededTexts();
  for (const path of paths) {
    await page.goto(`${url}${path}`);
    const text = await page.locator('body').innerText();
    expect(
      seeded.filter((s) => text.includes(s)),
      path,
    ).toEqual([]);
  }

  await page.goto(`${url}/`);
  for (const heading of ['Featured Books', 'What Readers Say', 'Stats & Recognition']) {
    await expect(page.getByRole('heading', { name: heading })).toHaveCount(0);
  }
  await expect(page.getByRole('heading', { name: POST })).toBeVisible();
  await page.goto(`${url}/blog`);
  await expect(page.getByRole('heading', { name: POST })).toBeVisible();
  await page.goto(`${url}/always-be-fabulous`);
  await expect(page.getByText('No products added yet.')).toBeVisible();
  await page.goto(`${url}/community`);
  await expect(page.getByRole('heading', { name: 'What Readers Say' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Sample stories' })).toHaveCount(0);
  // The visitor joined the demo challenge: it stays, as the owner's.
  await expect(page.getByRole('region', { name: seedChallenge().title })).toBeVisible();
  await page.goto(`${url}/analytics`);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await press(page.getByRole('tab', { name: 'Community Growth' }));
  await expect(page.getByText('No milestones have been set yet.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Community targets' })).toHaveCount(0);

  // The visitor's shelf keeps the book they started, by its title.
  await reader.goto(`${url}/reading-tracker`);
  await expect(reader.getByText('The Bold Year').first()).toBeVisible();
  await visitor.close();

  // A second removal finds nothing.
  const again = await page.request.post(`${url}/api/admin/demo-content/remove`, { headers: { origin: url } });
  expect(Object.values((await again.json()).removed).every((n) => n === 0)).toBe(true);
});
