/**
 * Each product's own page (CONTRACT.md §20), in Chromium on its own site: reached from its
 * card, pre-rendered with its photos, sizes, description, shipping and returns and Product
 * JSON-LD, no script file until a buyer reaches for Order Now, real stock read live, and
 * ordering from it by keyboard with the shop's own dialog, at 360 px and on a desktop.
 */
import { expect, test } from '@playwright/test';
import { replaceStock } from '../../src/features/shop/stock.queries';
import { productProblems } from '../support/rich-results';
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

test("a card leads to the product's page: photos, sizes, description, shipping and returns, no script", async ({
  page,
}) => {
  await page.goto(`${site.url}/always-be-fabulous`);
  await page.locator('#collection').scrollIntoViewIfNeeded();
  await page.getByRole('link', { name: 'Classic Dad Hat', exact: true }).click();
  await expect(page).toHaveURL(/\/always-be-fabulous\/classic-dad-hat$/);

  const scripts = scriptFiles(page);
  await page.reload({ waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Classic Dad Hat');
  await expect(page).toHaveTitle('Classic Dad Hat | Always Be Fabulous | Kendra Lane');
  await expect(page.getByRole('img', { name: 'Classic Dad Hat in Deep Plum', exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: /Classic Dad Hat in Deep Plum: a close-up/ })).toBeVisible();
  await expect(page.getByText('$25.99')).toBeVisible();
  // What the card shows, through the card's own pieces.
  await expect(page.getByText('Bestseller')).toBeVisible();
  await expect(page.getByText('47 reviews')).toBeVisible();
  await expect(page.getByText('Only 3 left')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sizes' })).toBeVisible();
  await expect(page.getByText('S/M', { exact: true })).toBeVisible();
  await expect(page.getByText(/embroidered in gold/)).toBeVisible();
  // The owner's own shipping and returns text (a site text), with a link to the whole page.
  await expect(page.getByRole('heading', { name: 'Shipping & Returns' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shipping & Returns in full' })).toHaveAttribute(
    'href',
    '/shipping-returns',
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /^https?:\/\/[^/]+\/always-be-fabulous\/classic-dad-hat$/,
  );
  const data = await jsonLd(page);
  expect(productProblems(data)).toEqual([]);
  expect(data).toMatchObject({ '@type': 'Product', name: 'Classic Dad Hat', offers: { price: '25.99' } });
  expect(scripts).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
});

test('every product on sale has its page in the sitemap, and an unknown one is the styled 404', async ({
  request,
}) => {
  const sitemap = await (await request.get(`${site.url}/sitemap-0.xml`)).text();
  for (const slug of ['classic-dad-hat', 'bookish-tote', 'write-bold-beanie'])
    expect(sitemap).toContain(`/always-be-fabulous/${slug}</loc>`);
  // Be Fabulous Crew Socks are not on sale.
  expect(sitemap).not.toContain('be-fabulous-crew-socks');
  const missing = await request.get(`${site.url}/always-be-fabulous/be-fabulous-crew-socks`);
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Page Not Found');
});

test('stock is read live: what is left of each size, and Sold out in place of Order Now at 0', async ({
  page,
}) => {
  const db = site.data.db;
  // The beanie (product 7) was built untracked; its stock changed since.
  await db.batch(replaceStock(db, 7, { 'S/M': 2, 'L/XL': 0 }) as [never]);
  await page.goto(`${site.url}/always-be-fabulous/write-bold-beanie`);
  await expect(page.locator('[data-size="S/M"]')).toHaveText('Only 2 left');
  await expect(page.locator('[data-size="L/XL"]')).toHaveText('Sold out');
  await expect(page.locator('[data-stock-line]')).toHaveText('Only 2 left');
  await expect(page.getByRole('button', { name: 'Order Now: Write Bold Beanie' })).toBeVisible();

  await db.batch(replaceStock(db, 7, { 'S/M': 0, 'L/XL': 0 }) as [never]);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sold out' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Order Now: Write Bold Beanie' })).toBeHidden();
  await expect(page.locator('[data-stock-badge]')).toHaveText('Sold out');
});

for (const width of [360, 1280]) {
  test(`at ${width} px, a buyer orders from the page by keyboard with the shop's dialog`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.route('https://www.paypal.com/sdk/js*', (route) => route.abort());
    const scripts = scriptFiles(page);
    await page.goto(`${site.url}/always-be-fabulous/write-bold-tee`, { waitUntil: 'networkidle' });
    expect(scripts).toEqual([]);
    const order = page.getByRole('button', { name: 'Order Now: Write Bold Tee' });
    // Tab to it from the top of the page, as a keyboard user would.
    for (let i = 0; i < 40 && !(await order.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(order).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Order Write Bold Tee' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await page.getByLabel('Full Name').fill('Ada Reader');
    await page.getByLabel('Email').fill(`page-${width}@example.com`);
    await page.getByLabel('Shipping Address').fill('12 Long Street, Springfield');
    await dialog.locator('label').filter({ hasText: /^M\b/ }).click();
    await dialog.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('dialog', { name: 'Complete your payment' })).toContainText(
      /Your order #\d+ is saved/,
    );
    expect(scripts.length).toBeGreaterThan(0);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
  });
}

test('the owner adds photos and a page address in /admin/abf; a new product has its page at once', async ({
  page,
}) => {
  await signInThroughApi(page, site.url);
  const created = await page.request.post(`${site.url}/api/admin/abf/products`, {
    data: {
      name: 'Gold Crown Scarf',
      category: 'accessories',
      color: 'Gold',
      imageUrl: '/images/shop/product-6.svg',
      price: '$19.50',
      photos: [{ url: '/images/shop/product-6-detail.svg', alt: 'The crown print up close' }],
    },
  });
  expect(created.status()).toBe(201);
  const product = await created.json();
  expect(product.slug).toBe('gold-crown-scarf');
  // The same name again gets an address of its own; a taken address is refused.
  const again = await page.request.post(`${site.url}/api/admin/abf/products`, {
    data: {
      name: 'Gold Crown Scarf',
      category: 'other',
      color: 'Gold',
      imageUrl: '/images/shop/product-6.svg',
    },
  });
  const second = await again.json();
  expect(second.slug).toBe('gold-crown-scarf-2');
  await page.request.delete(`${site.url}/api/admin/abf/products/${second.id}`);
  const taken = await page.request.patch(`${site.url}/api/admin/abf/products/${product.id}`, {
    data: { slug: 'classic-dad-hat' },
  });
  expect(taken.status()).toBe(409);
  expect((await taken.json()).errors.slug).toEqual(['Another product already has this page address']);

  // Before the next build, the page is rendered on demand from the database.
  await page.goto(`${site.url}/always-be-fabulous/gold-crown-scarf`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gold Crown Scarf');
  await expect(page.getByRole('img', { name: 'The crown print up close' })).toBeVisible();
  expect(productProblems(await jsonLd(page))).toEqual([]);

  // In the admin: the product's page address and its photos are fields of its form.
  await page.goto(`${site.url}/admin/abf`);
  // Its list is an island: a click before it has hydrated opens nothing.
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit Gold Crown Scarf', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(dialog.getByLabel('Page address (optional)')).toHaveValue('gold-crown-scarf');
  await expect(dialog.getByLabel('Photo 1 description')).toHaveValue('The crown print up close');
  await dialog.getByRole('button', { name: 'Add a photo' }).click();
  await dialog.getByLabel('Photo 2', { exact: true }).fill('/images/shop/product-1.svg');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Describe the photo')).toBeVisible();
  await dialog.getByLabel('Photo 2 description').fill('Worn with the dad hat');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  // (A query of its own: the browser keeps the page it saw a minute, as it would any visitor's.)
  await page.goto(`${site.url}/always-be-fabulous/gold-crown-scarf?after-the-edit`);
  await expect(page.getByRole('img', { name: 'Worn with the dad hat' })).toBeVisible();
});
