/** The Always Be Fabulous page and its Order Now dialog, on the shared server (no PayPal credentials). */
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';

async function openOrder(page: Page, product: string) {
  await page.goto('/always-be-fabulous');
  await page.locator('#collection').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-shop-grid][data-ready]')).toBeVisible();
  await page.getByRole('button', { name: `Order Now: ${product}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillOrder(page: Page, email = `buyer+${Date.now()}${Math.random()}@example.com`) {
  await page.getByLabel('Full Name').fill('Ada Reader');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Shipping Address').fill('12 Long Street, Springfield');
}

test.describe('desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('brand story, a disabled Relaunching Soon button and the active products with their marketing text', async ({
    page,
  }) => {
    await page.goto('/always-be-fabulous');
    await expect(page).toHaveTitle(/Always Be Fabulous/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Always Be Fabulous');
    await expect(page.getByRole('heading', { name: 'Our Story' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Relaunching Soon' })).toBeDisabled();

    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(7);
    await expect(page.getByText('Be Fabulous Crew Socks')).toHaveCount(0); // inactive
    const hat = cards.filter({ hasText: 'Classic Dad Hat' });
    await expect(hat.getByRole('img', { name: 'Classic Dad Hat in Deep Plum' })).toBeVisible();
    await expect(hat).toContainText('Deep Plum');
    await expect(hat).toContainText('$25.99');
    await expect(hat).toContainText('Bestseller');
    for (const text of ['Limited stock', 'Only 3 left', '12 people viewed', '47 reviews']) {
      await expect(cards.filter({ hasText: text })).toHaveCount(7);
    }
    await expect(cards.filter({ hasText: 'Bestseller' })).toHaveCount(1);
    await expect(cards.filter({ hasText: 'Bookish Tote' })).toContainText('$25.00');
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    );
    expect(jsonLd['@type']).toBe('ItemList');
    expect(jsonLd.itemListElement[0].item).toMatchObject({
      name: 'Classic Dad Hat',
      offers: { price: '25.99', priceCurrency: 'USD' },
    });
  });

  test('ships no JavaScript until the grid scrolls into view, and no PayPal SDK before payment', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto('/always-be-fabulous');
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    await page.locator('#collection').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-shop-grid][data-hydrated="live"]')).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Order Now: Classic Dad Hat' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(scripts.some((url) => url.includes('paypal.com'))).toBe(false);
  });

  test('the Add Product link is hidden from anonymous visitors, who never ask /api/auth/me', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/me')) asked.push(request.url());
    });
    await page.goto('/always-be-fabulous');
    await page.locator('#collection').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-shop-grid][data-hydrated="live"]')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add Product' })).toHaveCount(0);
    expect(asked).toEqual([]);
  });

  test('the Add Product link to /admin/abf shows when GET /api/auth/me says an admin is signed in', async ({
    page,
    baseURL,
  }) => {
    // The hint cookie sign-in sets beside the session; the server's answer still decides.
    await page.context().addCookies([{ name: 'signed_in', value: '1', url: baseURL! }]);
    await page.route('**/api/auth/me', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ user: { id: 1, role: 'admin' } }),
      }),
    );
    await page.goto('/always-be-fabulous');
    await page.locator('#collection').scrollIntoViewIfNeeded();
    await expect(page.getByRole('link', { name: 'Add Product' })).toHaveAttribute('href', '/admin/abf');
  });

  test('the form shows SPEC.md §5 messages', async ({ page }) => {
    const dialog = await openOrder(page, 'Classic Dad Hat');
    await page.getByLabel('Full Name').fill('A');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Shipping Address').fill('Short');
    await page.getByLabel('Quantity').fill('0');
    await dialog.getByRole('button', { name: 'Place Order' }).click();
    for (const message of [
      'Name must be at least 2 characters',
      'Invalid email address',
      'Please enter a complete address',
      'Quantity must be at least 1',
      'Please choose a size',
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Full Name')).toBeFocused();
  });

  test('size choices follow the category (SPEC.md §5)', async ({ page }) => {
    const cases: [string, string[]][] = [
      ['Classic Dad Hat', ['S/M', 'L/XL']],
      ['Fabulous Crewneck Hoodie', ['XS', 'S', 'M', 'L', 'XL', 'XXL']],
      ['Live Loud Joggers', ['XS', 'S', 'M', 'L', 'XL', 'XXL']],
      ['Write Bold Tee', ['XS', 'S', 'M', 'L', 'XL', 'XXL']],
      ['Be Fabulous Bomber Jacket', []],
      ['Bookish Tote', []],
    ];
    await openOrder(page, 'Classic Dad Hat');
    await page.keyboard.press('Escape');
    for (const [product, sizes] of cases) {
      await page.getByRole('button', { name: `Order Now: ${product}` }).click();
      const dialog = page.getByRole('dialog', { name: `Order ${product}` });
      await expect(dialog).toBeVisible();
      const radios = dialog.getByRole('group', { name: 'Size' }).getByRole('radio');
      await expect(radios).toHaveCount(sizes.length);
      for (const [i, size] of sizes.entries()) await expect(radios.nth(i)).toHaveAccessibleName(size);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
  });

  test('the total follows the quantity live', async ({ page }) => {
    const dialog = await openOrder(page, 'Classic Dad Hat');
    await expect(dialog.getByTestId('order-total')).toHaveText('$25.99');
    await page.getByLabel('Quantity').fill('2');
    await expect(dialog.getByTestId('order-total')).toHaveText('$51.98');
  });

  test('without PayPal the order is recorded and step 2 says payments are unavailable; Cancel Order closes and resets', async ({
    page,
  }) => {
    const dialog = await openOrder(page, 'Fabulous Crewneck Hoodie');
    await fillOrder(page);
    await dialog.getByText('XXL', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Place Order' }).click();
    await expect(dialog.getByRole('heading', { name: 'Payments unavailable' })).toBeVisible();
    await expect(dialog).toContainText('Online payment is unavailable right now.');
    await expect(dialog).toContainText('will be in touch');
    await expect(dialog).toContainText('$54.99 USD');
    await expect(dialog).toContainText(/Order #\d+ summary/);
    expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel Order' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Order Now: Fabulous Crewneck Hoodie' }).click();
    await expect(page.getByLabel('Full Name')).toHaveValue('');
  });

  test('axe finds no serious violation on the shop and in the open dialog', async ({ page }) => {
    await page.goto('/always-be-fabulous');
    await page.locator('#collection').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-shop-grid][data-hydrated="live"]')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Order Now: Classic Dad Hat' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('a tap on Order Now while the shop is still loading its code is not lost', async ({ page }) => {
  // Hold every script for 1.5 s, as on a slow phone: the button is on screen before React is.
  await page.route('**/_astro/*.js', async (route) => {
    await new Promise((done) => setTimeout(done, 1500));
    await route.continue();
  });
  await page.goto('/always-be-fabulous');
  const order = page.getByRole('button', { name: 'Order Now: Classic Dad Hat' });
  await order.scrollIntoViewIfNeeded();
  await order.click();
  await expect(page.locator('[data-shop-grid][data-ready]')).toHaveCount(0); // the click came first
  await expect(page.getByRole('dialog', { name: 'Order Classic Dad Hat' })).toBeVisible({ timeout: 10_000 });
});

test.describe('mobile (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the dialog fits, traps focus, closes on Escape and returns focus to Order Now', async ({ page }) => {
    const dialog = await openOrder(page, 'Write Bold Tee');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Order Now: Write Bold Tee' })).toBeFocused();
  });

  test('Order Now opened by keyboard focuses Full Name, and a name with a space keeps the dialog open', async ({
    page,
  }) => {
    await page.goto('/always-be-fabulous');
    await page.locator('#collection').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-shop-grid][data-ready]')).toBeVisible();
    await page.getByRole('button', { name: 'Order Now: Write Bold Tee' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Full Name')).toBeFocused();
    await page.keyboard.type('Ada Lovelace');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Full Name')).toHaveValue('Ada Lovelace');
  });

  test('the shop has no horizontal overflow and no serious axe violation', async ({ page }) => {
    await page.goto('/always-be-fabulous');
    await page.locator('#collection').scrollIntoViewIfNeeded();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
