/**
 * What the owner reads in the admin, on its own site and database: counts in the right
 * number ('1 confirmed subscriber', '1 mail', '1 attempt'), the posts' count said once, a
 * small traffic average that is not rounded to 0, the product form's fields in line, and
 * the newsletter archive's sentence with its spaces.
 */
import { expect, test, type Page } from '@playwright/test';
import * as s from '../../db/schema';
import { ensureAdmin } from '../../scripts/admin-create';
import { pageViewWrites } from '../../src/features/analytics/page-views.queries';
import { startTestSite, type TestSite } from '../support/site';
import { actBeforeHydration } from './support/hydration';

const EMAIL = 'kendra@example.com';
const PASSWORD = 'write-bold-live-loud';
const VIEWS = 10;

let site: TestSite;

test.describe.configure({ mode: 'serial', timeout: 60_000 });

test.beforeAll(async () => {
  site = await startTestSite();
  const db = site.data.db;
  await ensureAdmin(db, EMAIL, PASSWORD);
  await db.insert(s.newsletterSubscriptions).values({ email: 'only.fan@example.com', status: 'confirmed' });
  await db.insert(s.mailOutbox).values({
    kind: 'contact',
    to: EMAIL,
    subject: 'New message: one mail',
    text: 'Just one.',
    status: 'failed',
    attempts: 1,
    lastError: 'connect ECONNREFUSED 127.0.0.1:25',
  });
  // Ten page views on ten of the last thirty days.
  for (let i = 1; i <= VIEWS; i++) {
    const day = new Date(Date.now() - i * 86_400_000).toISOString().slice(0, 10);
    const writes = pageViewWrites(db, {
      day,
      path: '/',
      referrer: '',
      country: 'US',
      device: 'desktop',
      visitor: `visitor-${i}`,
    });
    await db.batch(writes);
  }
});
test.afterAll(async () => site?.stop());

async function openAdmin(page: Page, path = '/admin') {
  // The specs' own visits are not counted: only the seeded views are.
  await page.route('**/api/engagement', (route) => route.fulfill({ status: 204 }));
  const answer = await page.request.post(`${site.url}/api/auth/login`, {
    data: { email: EMAIL, password: PASSWORD },
  });
  expect(answer.status()).toBe(200);
  await page.goto(`${site.url}${path}`);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

test('counts of one are in the singular, and the posts are counted once', async ({ page }) => {
  await openAdmin(page);
  const tab = (name: string) => page.getByRole('tab', { name, exact: true });
  const panel = page.getByRole('tabpanel');

  await tab('Subscribers').click();
  await expect(panel.getByText('only.fan@example.com')).toBeVisible();
  await expect(panel.getByText('1 subscriber', { exact: true })).toBeVisible();
  await expect(panel.getByText(/^\s*1\s+confirmed subscriber\s*$/)).toBeVisible();
  await expect(panel.getByText(/confirmed subscribers/)).toHaveCount(0);

  await tab('Newsletter').click();
  await expect(panel.getByText(/^\s*1\s+confirmed subscriber\s*$/)).toBeVisible();

  await tab('Outbox').click();
  await expect(panel.getByText('1 mail', { exact: true })).toBeVisible();
  await expect(panel.getByText(/· 1 attempt$/)).toBeVisible();
  await expect(panel.getByText(/\b1 (mails|attempts)\b/)).toHaveCount(0);

  await tab('Blog Posts').click();
  await expect(panel.getByRole('button', { name: 'New Post' })).toBeVisible();
  const posts = await site.data.db.$count(s.blogPosts);
  await expect(panel.getByText(`${posts} blog posts`, { exact: true })).toHaveCount(1);
  await expect(panel.getByText(new RegExp(`^${posts} (blog )?posts`))).toHaveCount(1);
});

test('ten views in thirty days average 0.3 a day, not 0', async ({ page }) => {
  await openAdmin(page, '/admin/analytics');
  await expect(
    page.getByText(`${VIEWS} page views in total, 0.3 a day on average.`, { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('0 a day on average')).toHaveCount(0);
});

for (const width of [1280, 360]) {
  test(`the product form's fields line up at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openAdmin(page, '/admin/abf');
    const form = page.getByRole('region', { name: 'Add Product' });
    /** The controls' boxes, measured at one moment (the page may be scrolling to a field). */
    const boxes = () =>
      form.evaluate((region) => {
        const at = (field: string) => {
          const { y, height } = region.querySelector(`[name="${field}"]`)!.getBoundingClientRect();
          return { y, height };
        };
        return { name: at('name'), category: at('category'), color: at('color'), price: at('price') };
      });
    const { name, category, color, price } = await boxes();
    // Every control keeps its own height beside a neighbour with a hint or an error.
    expect(color.height).toBeCloseTo(name.height, 0);
    expect(color.height).toBeCloseTo(price.height, 0);
    expect(category.height).toBeCloseTo(name.height, 0);
    if (width >= 640) {
      expect(color.y).toBeCloseTo(price.y, 0);
      expect(name.y).toBeCloseTo(category.y, 0);
    }
    // After a failed submit, an error under one field does not push its neighbour's control down.
    await form.getByRole('button', { name: 'Add Product' }).click();
    await expect(form.getByText('Color is required')).toBeVisible();
    const { color: colorAfter, price: priceAfter } = await boxes();
    expect(colorAfter.height).toBeCloseTo(name.height, 0);
    if (width >= 640) expect(colorAfter.y).toBeCloseTo(priceAfter.y, 0);
  });
}

test('what the owner chose before the product form hydrated is what the form holds', async ({ page }) => {
  const answer = await page.request.post(`${site.url}/api/auth/login`, {
    data: { email: EMAIL, password: PASSWORD },
  });
  expect(answer.status()).toBe(200);
  const form = page.getByRole('region', { name: 'Add Product' });
  await actBeforeHydration(page, 'ProductManager', async () => {
    await page.goto(`${site.url}/admin/abf`);
    await form.getByLabel('Category').selectOption('hoodie');
    await form.getByLabel('Image URL').fill('/images/covers/book-1.svg');
    await form.getByLabel('Track stock').check();
  });
  // The form took the choices: a hoodie's sizes to stock, and the image's preview.
  await expect(form.getByLabel('Category')).toHaveValue('hoodie');
  await expect(form.getByLabel('Track stock')).toBeChecked();
  await expect(form.getByLabel('Size XXL')).toBeVisible();
  await expect(form.getByRole('img', { name: 'Current image url' })).toBeVisible();
});

test('the newsletter archive says "follow the RSS feed" with its space', async ({ page }) => {
  await page.goto(`${site.url}/newsletter`);
  await expect(page.locator('main').getByText(/follow the RSS feed, or join below/)).toBeVisible();
});
