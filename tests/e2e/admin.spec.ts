/**
 * The admin area in Chromium, against its own site and database (the shared e2e server
 * has no admin): sign-in, every tab, posts, book links, products, orders, axe-core.
 */
import { expect, test, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import * as s from '../../db/schema';
import { startTestSite, type TestSite } from '../support/site';
import { ADMIN, createAdmin, signInThroughApi } from './support/admin';
import { seriousViolations } from './support/axe';
import { actBeforeHydration } from './support/hydration';

let site: TestSite;

test.describe.configure({ mode: 'serial', timeout: 60_000 });

test.beforeAll(async () => {
  site = await startTestSite();
  await createAdmin(site);
  await site.data.db.insert(s.contactMessages).values({
    name: 'Rita Reader',
    email: 'rita@example.com',
    subject: 'Loved The Red Door',
    message: 'Dear Kendra,\nYour book carried me through a hard winter.',
  });
  await site.data.db.insert(s.newsletterSubscriptions).values({ email: 'fan@example.com' });
});
test.afterAll(async () => site?.stop());

/** Opens an admin page and waits until its islands are interactive. */
async function open(page: Page, path: string) {
  await page.goto(`${site.url}${path}`);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

test('an anonymous visitor is sent to the sign-in page, and signing in returns there', async ({ page }) => {
  await open(page, '/admin/orders');
  await expect(page).toHaveURL(`${site.url}/admin/login?next=%2Fadmin%2Forders`);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${site.url}/admin/orders`);
  await expect(page.getByRole('heading', { name: 'ABF Order Management' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${site.url}/admin/login`);
  await open(page, '/admin');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
});

test('every dashboard tab shows its data and passes axe-core', async ({ page }) => {
  await signInThroughApi(page, site.url);
  await open(page, '/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  const tab = (name: string) => page.getByRole('tab', { name, exact: true });
  const panel = page.getByRole('tabpanel');

  // Named for what it does: it tidies the links it has, and fetches nothing from Amazon.
  await expect(panel.getByRole('heading', { name: 'Amazon Link Check' })).toBeVisible();
  await expect(panel.getByText('It reads nothing from Amazon.', { exact: false })).toBeVisible();
  await expect(panel.getByText('Loved The Red Door')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await panel.getByRole('button', { name: 'Check Amazon Links' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Checked 14 books' })).toHaveText(
    /^Checked 14 books: \d+ links? tidied to the short product form, \d+ placeholder links? and \d+ broken links? to replace\.$/,
  );
  await expect(panel.getByText(/Last check: (?!never)/)).toBeVisible();
  // A check the server could not run says why, in words.
  await page.route('**/api/books/sync', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"message":"The database is busy"}',
    }),
  );
  await panel.getByRole('button', { name: 'Check Amazon Links' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'The check failed' })).toHaveText(
    'The check failed. The database is busy',
  );
  await page.unroute('**/api/books/sync');

  await tab('Blog Posts').click();
  await expect(panel.getByRole('button', { name: 'New Post' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await tab('Messages').click();
  await expect(panel.getByText('Your book carried me through a hard winter.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await tab('Subscribers').click();
  await expect(panel.getByText('fan@example.com')).toBeVisible();
  const download = page.waitForEvent('download');
  await panel.getByRole('link', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toBe('newsletter-subscribers.csv');
  expect(await seriousViolations(page)).toEqual([]);

  await tab('Amazon URLs').click();
  await expect(panel.getByText('Valid Amazon product URL format detected').first()).toBeVisible();
  await expect(panel.getByText(/placeholder search link/).first()).toBeVisible();
  await expect(panel.getByText('Featured', { exact: true })).toHaveCount(3);
  expect(await seriousViolations(page)).toEqual([]);

  await tab('Forum').click();
  await expect(panel.getByRole('listitem').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await tab('Stories').click();
  await expect(panel.getByRole('button', { name: /^Approve the story by/ }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await tab('Outbox').click();
  await expect(panel).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The Site tab loads with the tab; its sections open to forms with the pages' texts, light and dark.
  await tab('Site').click();
  for (const section of ['Services and prices', 'FAQ', 'Testimonials', 'Social links', 'About page'])
    await panel.getByText(section, { exact: true }).click();
  await expect(panel.getByRole('group', { name: 'Manuscript Evaluation' }).getByLabel('Price')).toHaveValue(
    'From $150',
  );
  await expect(panel.getByLabel('Heading')).toHaveValue('About Kendra');
  expect(await seriousViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await seriousViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });

  // Tabs follow the keyboard: arrows move between them.
  await tab('Outbox').focus();
  await page.keyboard.press('Home');
  await expect(tab('Overview')).toBeFocused();
  await expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');
});

test('a post is created, edited and deleted from the Blog Posts tab', async ({ page }) => {
  await signInThroughApi(page, site.url);
  await open(page, '/admin');
  await page.getByRole('tab', { name: 'Blog Posts' }).click();
  await page.getByRole('button', { name: 'New Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Post' });
  await dialog.getByLabel('Title').fill('Notes From the Porch');
  await dialog.getByLabel('Excerpt').fill('Writing at dawn with sweet tea.');
  await dialog.getByLabel('Content', { exact: true }).fill('First line.\nSecond line.');
  await dialog.getByLabel('Cover image URL').fill('https://example.com/porch.jpg');
  await expect(dialog.getByLabel('Publish date')).toHaveValue(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
  // A post begun here starts as a draft; she publishes it on purpose.
  await expect(dialog.getByLabel('Draft (only you can see it)')).toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Save Draft' })).toBeVisible();
  await dialog.getByLabel('Published', { exact: true }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Create Post' }).click();
  await expect(dialog).toBeHidden();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'Notes From the Porch' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Publish/ })).toBeVisible();
  const [stored] = await site.data.db
    .select()
    .from(s.blogPosts)
    .where(eq(s.blogPosts.title, 'Notes From the Porch'));
  expect(stored?.content).toBe('First line.\nSecond line.');
  await expect(panel.getByRole('link', { name: 'View Notes From the Porch' })).toHaveAttribute(
    'href',
    `/blog/${stored!.id}`,
  );
  // View, Edit and Delete are drawn as SVG icons (emoji show as empty boxes on Linux).
  for (const name of ['View', 'Edit', 'Delete']) {
    const control = panel.getByRole(name === 'View' ? 'link' : 'button', {
      name: `${name} Notes From the Porch`,
    });
    await expect(control.locator('svg')).toHaveCount(1);
    expect(await control.textContent()).not.toMatch(/\p{Extended_Pictographic}/u);
  }

  await panel.getByRole('button', { name: 'Edit Notes From the Porch' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Post' });
  await expect(edit.getByLabel('Title')).toHaveValue('Notes From the Porch');
  await edit.getByLabel('Title').fill('Notes From the Front Porch');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(panel.getByRole('heading', { name: 'Notes From the Front Porch' })).toBeVisible();

  await panel.getByRole('button', { name: 'Delete Notes From the Front Porch' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this post?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel.getByRole('heading', { name: 'Notes From the Front Porch' })).toBeVisible();
  await panel.getByRole('button', { name: 'Delete Notes From the Front Porch' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(panel.getByRole('heading', { name: 'Notes From the Front Porch' })).toHaveCount(0);
  expect(await site.data.db.select().from(s.blogPosts).where(eq(s.blogPosts.id, stored!.id))).toHaveLength(0);
});

test('a book link is updated only when it changed, and its checks follow the text', async ({ page }) => {
  await signInThroughApi(page, site.url);
  await open(page, '/admin');
  await page.getByRole('tab', { name: 'Amazon URLs' }).click();
  const input = page.getByLabel('Amazon URL for The Weight of Honey');
  const row = page.getByRole('listitem').filter({ has: input });
  await expect(row.getByText(/placeholder search link/)).toBeVisible();
  await input.fill('   ');
  await row.getByRole('button', { name: 'Update' }).click();
  await expect(row.getByRole('status')).toHaveText('');
  // A refused link says why, in words.
  await input.fill('not a link');
  await row.getByRole('button', { name: 'Update' }).click();
  await expect(row.getByRole('status')).toHaveText(
    'Not saved. Invalid input: Enter a full URL (https://...)',
  );
  await input.fill('https://www.amazon.com/dp/B0HONEY123');
  await expect(row.getByText('Valid Amazon product URL format detected')).toBeVisible();
  await expect(row.getByText(/placeholder search link/)).toHaveCount(0);
  await row.getByRole('button', { name: 'Update' }).click();
  await expect(row.getByRole('status')).toHaveText('Saved.');
  const [book] = await site.data.db.select().from(s.books).where(eq(s.books.id, 4));
  expect(book?.amazonUrl).toBe('https://www.amazon.com/dp/B0HONEY123');
});

test('the signed-in owner is offered Create Blog Post on /blog, by keyboard and without scripts', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await signInThroughApi(page, site.url);
  await page.goto(`${site.url}/blog`);
  const create = page.getByRole('link', { name: 'Create Blog Post' });
  await expect(create).toBeVisible();
  expect(scripts).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  let reached = false;
  for (let i = 0; i < 25 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await create.evaluate((link) => link === document.activeElement);
  }
  expect(reached).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${site.url}/blog/create`);
  await expect(page.getByRole('heading', { name: 'Create Blog Post' })).toBeVisible();
  // Signed out, the same browser is not offered it any more (nothing was cached).
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.goto(`${site.url}/blog`);
  await expect(page.getByRole('heading', { level: 1, name: 'The Blog' })).toBeVisible();
  await page.waitForLoadState('load');
  await expect(create).toBeHidden();
});

test('/blog/create makes a post and goes back to /blog', async ({ page }) => {
  await signInThroughApi(page, site.url);
  await open(page, '/blog/create');
  await expect(page.getByRole('heading', { name: 'Create Blog Post' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Title').fill('Standalone Post');
  await page.getByLabel('Excerpt').fill('Made on its own page.');
  await page.getByLabel('Content', { exact: true }).fill('Hello.');
  await page.getByLabel('Published', { exact: true }).check();
  await page.getByRole('button', { name: 'Create Post' }).click();
  await page.waitForURL(`${site.url}/blog`);
  expect(
    await site.data.db.select().from(s.blogPosts).where(eq(s.blogPosts.title, 'Standalone Post')),
  ).toHaveLength(1);
});

test('what the owner typed and chose on /blog/create before it hydrated is what it saves', async ({
  page,
}) => {
  await signInThroughApi(page, site.url);
  await actBeforeHydration(page, 'BlogCreateForm', async () => {
    await page.goto(`${site.url}/blog/create`);
    await page.getByLabel('Title').fill('Typed Before The Script');
    await page.getByLabel('Excerpt').fill('A slow connection.');
    await page.getByLabel('Content', { exact: true }).fill('Still here.');
    await page.getByRole('radio', { name: /^Draft/ }).check();
  });
  // The form took the choice: it offers to save a draft, and saves one.
  await expect(page.getByRole('radio', { name: /^Draft/ })).toBeChecked();
  const save = page.getByRole('button', { name: 'Save Draft' });
  await expect(save).toBeVisible();
  await save.click();
  await page.waitForURL(`${site.url}/blog`);
  const [post] = await site.data.db
    .select()
    .from(s.blogPosts)
    .where(eq(s.blogPosts.title, 'Typed Before The Script'));
  expect(post).toMatchObject({ status: 'draft', excerpt: 'A slow connection.', content: 'Still here.' });
});

test('products are created, edited and deactivated on /admin/abf', async ({ page }) => {
  await signInThroughApi(page, site.url);
  await open(page, '/admin/abf');
  await expect(page.getByRole('link', { name: 'View the shop' })).toHaveAttribute(
    'href',
    '/always-be-fabulous',
  );
  await expect(page.getByRole('link', { name: 'Manage orders' })).toHaveAttribute('href', '/admin/orders');
  expect(await seriousViolations(page)).toEqual([]);
  const form = page.getByRole('region', { name: 'Add Product' });
  await expect(form.getByLabel('Category')).toHaveValue('hat');
  await form.getByLabel('Name').fill('Gold Script Beanie');
  await form.getByLabel('Color').fill('Gold');
  await form.getByLabel('Price (optional)').fill('$18.50');
  await form.getByLabel('Image URL').fill('https://example.com/beanie.jpg');
  await form.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByRole('heading', { name: 'Gold Script Beanie' })).toBeVisible();
  const [product] = await site.data.db
    .select()
    .from(s.abfProducts)
    .where(eq(s.abfProducts.name, 'Gold Script Beanie'));
  expect(product).toMatchObject({ priceCents: 1850, category: 'hat', isActive: true });

  await page.getByRole('button', { name: 'Edit Gold Script Beanie' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Product' });
  await dialog.getByLabel('Category').selectOption('accessories');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Deactivate Gold Script Beanie' }).click();
  await expect(page.getByRole('button', { name: 'Activate Gold Script Beanie' })).toBeVisible();
  await expect
    .poll(async () => {
      const [after] = await site.data.db
        .select()
        .from(s.abfProducts)
        .where(eq(s.abfProducts.id, product!.id));
      return after && { category: after.category, isActive: after.isActive };
    })
    .toEqual({ category: 'accessories', isActive: false });
});

test("an order's status is changed on /admin/orders", async ({ page }) => {
  const [order] = await site.data.db
    .insert(s.abfOrders)
    .values({
      productId: 1,
      customerName: 'Olive Order',
      customerEmail: 'olive@example.com',
      customerAddress: '22 Magnolia Lane, Savannah GA',
      size: 'L/XL',
      quantity: 2,
      totalCents: 5198,
      notes: 'Birthday gift',
    })
    .returning();
  await signInThroughApi(page, site.url);
  await open(page, '/admin/orders');
  const card = page.getByRole('article', { name: `Order #${order!.id}: Classic Dad Hat` });
  await expect(card.getByText('Olive Order (olive@example.com)')).toBeVisible();
  await expect(card.getByText('$51.98')).toBeVisible();
  await expect(card.getByText('Birthday gift')).toBeVisible();
  await expect(card.getByTestId('status-badge')).toHaveText('Pending');
  await expect(card.getByTestId('status-badge')).toHaveClass(/bg-yellow/);
  expect(await seriousViolations(page)).toEqual([]);
  await card.getByLabel(`Status for order #${order!.id}`).selectOption('shipped');
  await expect(card.getByTestId('status-badge')).toHaveText('Shipped');
  await expect(card.getByTestId('status-badge')).toHaveClass(/bg-blue/);
  await expect
    .poll(
      async () =>
        (await site.data.db.select().from(s.abfOrders).where(eq(s.abfOrders.id, order!.id)))[0]?.status,
    )
    .toBe('shipped');
  await page.getByLabel('Filter by status').selectOption('pending');
  await expect(card).toHaveCount(0);
  await page.getByLabel('Filter by status').selectOption('shipped');
  await expect(card).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to product management' })).toHaveAttribute(
    'href',
    '/admin/abf',
  );
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('admin screens fit without sideways scrolling', async ({ page }) => {
    await signInThroughApi(page, site.url);
    for (const path of ['/admin', '/admin/abf', '/admin/orders', '/blog/create', '/admin/login']) {
      await open(page, path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
