/**
 * Paying for an order end to end: the site runs with PayPal credentials against the
 * PayPal emulator, and the PayPal JS SDK request is routed to a small fake SDK that
 * calls the page's real createOrder and onApprove.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { expect, test, type Page } from '@playwright/test';
import { abfOrders, abfProducts, mailOutbox } from '../../db/schema';
import type { PayPalEmulator } from '../support/paypal-emulator';
import { startPayPalSite, type PayPalSite } from '../support/site-services';

const FAKE_SDK = readFileSync(
  fileURLToPath(new URL('../fixtures/fake-paypal-sdk.js', import.meta.url)),
  'utf8',
);

let emulator: PayPalEmulator;
let site: PayPalSite;

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1280, height: 800 } });

test.beforeAll(async () => {
  site = await startPayPalSite();
  emulator = site.emulator;
});
test.afterAll(() => site?.stop());
test.beforeEach(async ({ page }) => {
  emulator.reset();
  await page.route('https://www.paypal.com/sdk/js*', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: FAKE_SDK }),
  );
});

async function startOrder(page: Page, product = 'Classic Dad Hat', size: string | null = 'S/M') {
  await page.goto(`${site.url}/always-be-fabulous`);
  await page.locator('#collection').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-shop-grid][data-ready]')).toBeVisible();
  await page.getByRole('button', { name: `Order Now: ${product}` }).click();
  const dialog = page.getByRole('dialog');
  const email = `buyer+${Date.now()}@example.com`;
  await page.getByLabel('Full Name').fill('Ada Reader');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Shipping Address').fill('12 Long Street, Springfield');
  if (size) await dialog.getByText(size, { exact: true }).click();
  await page.getByLabel('Quantity').fill('2');
  return { dialog, email };
}

async function orderOf(email: string) {
  const [row] = await site.data.db.select().from(abfOrders).where(eq(abfOrders.customerEmail, email));
  return row!;
}

test('order -> pay with PayPal -> paid, with the order number shown', async ({ page }) => {
  const sdkRequests: string[] = [];
  page.on('request', (r) => r.url().startsWith('https://www.paypal.com/sdk/js') && sdkRequests.push(r.url()));
  const { dialog, email } = await startOrder(page);
  await expect(dialog.getByTestId('order-total')).toHaveText('$51.98');
  expect(sdkRequests).toEqual([]);
  await dialog.getByRole('button', { name: 'Place Order' }).click();

  await expect(dialog.getByRole('heading', { name: 'Complete your payment' })).toBeVisible();
  await expect(dialog).toContainText('$51.98 USD');
  const pay = dialog.getByRole('button', { name: 'Pay with PayPal' });
  await expect(pay).toBeVisible();
  expect(sdkRequests).toHaveLength(1);
  const sdkUrl = new URL(sdkRequests[0]!);
  expect(sdkUrl.searchParams.get('client-id')).toBe('x');
  expect(sdkUrl.searchParams.get('currency')).toBe('USD');
  expect(sdkUrl.searchParams.get('intent')).toBe('capture');

  await pay.click();
  const order = await orderOf(email);
  await expect(dialog.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(dialog).toContainText(`Your order number is #${order.id}`);

  const paid = await orderOf(email);
  expect(paid).toMatchObject({ status: 'paid', totalCents: 5198 });
  expect(paid.paypalOrderId).toBeTruthy();
  expect(paid.paypalPaymentId).toBe(emulator.orders.get(paid.paypalOrderId!)?.captureId);
  expect(emulator.orders.get(paid.paypalOrderId!)?.amount).toEqual({ currency_code: 'USD', value: '51.98' });
  const mails = await site.data.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  expect(mails.map((m) => m.kind)).toEqual(['order-confirmation']);

  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a declined payment shows a clear message and the buyer can retry and pay', async ({ page }) => {
  const { dialog, email } = await startOrder(page);
  await dialog.getByRole('button', { name: 'Place Order' }).click();
  emulator.captureMode = 'declined';
  await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
  const alert = dialog.getByRole('alert').filter({ hasText: 'Payment failed' });
  await expect(alert).toContainText('declined');
  expect((await orderOf(email)).status).toBe('pending');

  emulator.captureMode = 'complete';
  await alert.getByRole('button', { name: 'Try Again' }).click();
  await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect(dialog.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  expect((await orderOf(email)).status).toBe('paid');
});

test('closing PayPal shows Payment cancelled with a retry; Cancel Order cancels the order on the server', async ({
  page,
}) => {
  const { dialog, email } = await startOrder(page, 'Be Fabulous Bomber Jacket', null);
  await dialog.getByRole('button', { name: 'Place Order' }).click();
  await dialog.getByRole('button', { name: 'Close PayPal' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Payment cancelled');
  await expect(dialog.getByRole('button', { name: 'Try Again' })).toBeVisible();
  expect((await orderOf(email)).status).toBe('pending');

  await dialog.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(async () => (await orderOf(email)).status).toBe('cancelled');
  await page.getByRole('button', { name: 'Order Now: Be Fabulous Bomber Jacket' }).click();
  await expect(page.getByLabel('Full Name')).toHaveValue('');
});

test('products added or deactivated in the database show without a rebuild; ordering a retired one toasts Error creating order', async ({
  page,
}) => {
  const [added] = await site.data.db
    .insert(abfProducts)
    .values({
      name: 'Fresh Drop Scarf',
      category: 'accessories',
      color: 'Ruby',
      imageUrl: '/images/shop/product-6.svg',
      priceCents: 1900,
    })
    .returning();
  await page.goto(`${site.url}/always-be-fabulous`);
  await page.locator('#collection').scrollIntoViewIfNeeded();
  await expect(page.getByRole('article').filter({ hasText: 'Fresh Drop Scarf' })).toContainText('$19.00');

  // Retired after the buyer loaded the page: the server refuses, the buyer sees why.
  await site.data.db.update(abfProducts).set({ isActive: false }).where(eq(abfProducts.id, added!.id));
  await page.getByRole('button', { name: 'Order Now: Fresh Drop Scarf' }).click();
  await page.getByLabel('Full Name').fill('Ada Reader');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Shipping Address').fill('12 Long Street, Springfield');
  await page.getByRole('button', { name: 'Place Order' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Error creating order' });
  await expect(toast).toContainText('This product is not available');

  await page.reload();
  await page.locator('#collection').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-shop-grid][data-hydrated="live"]')).toBeVisible();
  await expect(page.getByText('Fresh Drop Scarf')).toHaveCount(0);
});

test('with every product retired the shop says No products added yet.', async ({ page }) => {
  const active = await site.data.db.select().from(abfProducts).where(eq(abfProducts.isActive, true));
  await site.data.db.update(abfProducts).set({ isActive: false });
  try {
    await page.goto(`${site.url}/always-be-fabulous`);
    await page.locator('#collection').scrollIntoViewIfNeeded();
    await expect(page.getByText('No products added yet.')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
  } finally {
    for (const product of active) {
      await site.data.db.update(abfProducts).set({ isActive: true }).where(eq(abfProducts.id, product.id));
    }
  }
});
