/**
 * The shop as a business in Chromium (CONTRACT.md §13), on its own site with the PayPal
 * emulator and a real SMTP receiver on loopback: the owner ships and refunds an order
 * from /admin/orders; the buyer opens their order page from the mails they received;
 * real stock on the cards and in the Order Now dialog.
 */
import { expect, test, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { replaceStock } from '../../src/features/shop/stock.queries';
import * as s from '../../db/schema';
import { mailText } from '../support/mail-text';
import type { PayPalEmulator } from '../support/paypal-emulator';
import { startPayPalSite, type PayPalSite } from '../support/site-services';
import { startSmtpReceiver, type SmtpReceiver } from '../support/smtp-receiver';
import { createAdmin, signInThroughApi } from './support/admin';
import { seriousViolations } from './support/axe';

let site: PayPalSite;
let emulator: PayPalEmulator;
let smtp: SmtpReceiver;

test.describe.configure({ mode: 'serial', timeout: 60_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000); // a fresh site with its own database; slow on a busy machine
  smtp = await startSmtpReceiver();
  site = await startPayPalSite({ SMTP_URL: smtp.url });
  emulator = site.emulator;
  await createAdmin(site);
});
test.afterAll(async () => {
  await site?.stop();
  await smtp?.stop();
});

/** A buyer's order for one Classic Dad Hat, paid through the emulator. */
async function paidOrder(page: Page, email: string): Promise<number> {
  const placed = await page.request.post(`${site.url}/api/abf/orders`, {
    data: {
      productId: 1,
      customerName: 'Olive Buyer',
      customerEmail: email,
      customerAddress: '22 Magnolia Lane, Savannah GA',
      size: 'S/M',
      quantity: 1,
    },
  });
  expect(placed.status()).toBe(201);
  const { id } = (await placed.json()) as { id: number };
  const provider = await page.request.post(`${site.url}/paypal/order`, { data: { orderId: id } });
  const { id: providerId } = (await provider.json()) as { id: string };
  expect((await page.request.post(`${site.url}/paypal/order/${providerId}/capture`)).status()).toBe(200);
  return id;
}

/** The order page link a mail carries. */
function orderLink(text: string): string {
  const link = /https?:\/\/\S+\/orders\/\d+\?token=\S+/.exec(text)?.[0];
  expect(link, 'the mail links the order page').toBeTruthy();
  const url = new URL(link!);
  return `${site.url}${url.pathname}${url.search}`;
}

test('the owner ships and refunds an order; the buyer follows it from the mails', async ({
  page,
  browser,
}) => {
  const buyerEmail = `olive+${Date.now()}@example.com`;
  const id = await paidOrder(page, buyerEmail);

  // The buyer opens the page linked from the confirmation that arrived by SMTP.
  const confirmation = await smtp.mailTo(buyerEmail, /is confirmed/);
  const buyer = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  await buyer.goto(orderLink(mailText(confirmation)));
  await expect(buyer.getByRole('heading', { level: 1, name: `Your Order #${id}` })).toBeVisible();
  await expect(buyer.getByTestId('order-status')).toHaveText('Paid');
  await expect(buyer.getByRole('cell', { name: 'Classic Dad Hat' })).toBeVisible();
  await expect(buyer.getByTestId('order-total')).toHaveText('$25.99 USD');
  expect(await seriousViolations(buyer)).toEqual([]);
  expect(
    await buyer.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);

  // The owner finds the order by the buyer's email and ships it with a tracking number.
  await signInThroughApi(page, site.url);
  await page.goto(`${site.url}/admin/orders`);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.getByLabel('Search by name, email or order number').fill(buyerEmail);
  await page.getByLabel('Search by name, email or order number').press('Enter');
  await expect(page).toHaveURL(/[?&]q=olive/);
  const card = page.getByRole('article', { name: `Order #${id}: Classic Dad Hat` });
  await expect(card).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Orders 1–1 of 1/ })).toBeVisible();
  await card.getByRole('button', { name: `Ship order #${id}` }).click();
  const ship = page.getByRole('dialog', { name: `Ship order #${id}` });
  await ship.getByLabel('Carrier').selectOption('UPS');
  await ship.getByLabel('Tracking number (optional)').fill('1Z999AA10123456784');
  expect(await seriousViolations(page)).toEqual([]);
  await ship.getByRole('button', { name: 'Mark shipped and email the buyer' }).click();
  await expect(ship).toBeHidden();
  await expect(card.getByTestId('status-badge')).toHaveText('Shipped');
  await expect(card.getByRole('link', { name: '1Z999AA10123456784' })).toHaveAttribute(
    'href',
    'https://www.ups.com/track?tracknum=1Z999AA10123456784',
  );

  // The shipping mail arrives once, with the carrier's tracking link and the order page.
  const shipped = mailText(await smtp.mailTo(buyerEmail, /has shipped/));
  expect(shipped).toContain('https://www.ups.com/track?tracknum=1Z999AA10123456784');
  await buyer.goto(orderLink(shipped));
  await expect(buyer.getByTestId('order-status')).toHaveText('Shipped');
  await expect(buyer.getByRole('link', { name: 'Track your package with UPS' })).toHaveAttribute(
    'href',
    'https://www.ups.com/track?tracknum=1Z999AA10123456784',
  );

  // The owner refunds it, after confirming.
  await card.getByRole('button', { name: `Refund order #${id}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Refund order #${id}?` });
  await expect(confirm).toContainText('$25.99 goes back to Olive Buyer through PayPal');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card.getByTestId('status-badge')).toHaveText('Shipped');
  await card.getByRole('button', { name: `Refund order #${id}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Refund $25.99' }).click();
  await expect(card.getByTestId('status-badge')).toHaveText('Cancelled');
  await expect(card).toContainText(/refund REF/);
  await expect(card.getByRole('button', { name: `Refund order #${id}` })).toHaveCount(0);
  await expect(page.getByTestId('total-cancelled')).toContainText('1 · $25.99');
  const refund = [...emulator.refunds.values()].at(-1)!;
  const [row] = await site.data.db.select().from(s.abfOrders).where(eq(s.abfOrders.id, id));
  expect(row).toMatchObject({ status: 'cancelled', refundId: refund.id });

  const refunded = mailText(await smtp.mailTo(buyerEmail, /was refunded/));
  await buyer.goto(orderLink(refunded));
  await expect(buyer.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(buyer.getByText(/Your payment was refunded in full/)).toBeVisible();
  expect(smtp.mails.filter((m) => m.to.includes(buyerEmail)).map((m) => m.subject)).toEqual([
    `Your Always Be Fabulous order #${id} is confirmed`,
    `Your Always Be Fabulous order #${id} has shipped`,
    `Your Always Be Fabulous order #${id} was refunded`,
  ]);

  // A link whose token was altered is a 404.
  const link = orderLink(refunded);
  const altered = `${link.slice(0, -1)}${link.endsWith('A') ? 'B' : 'A'}`;
  expect((await buyer.goto(altered))?.status()).toBe(404);
  await expect(buyer.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('real stock on the cards and in the Order Now dialog, live after a sale', async ({ page }) => {
  const db = site.data.db;
  await db.batch(replaceStock(db, 1, { 'S/M': 2, 'L/XL': 0 }) as [never]);
  await db.batch(replaceStock(db, 4, { '': 0 }) as [never]); // the jacket: sold out
  const [jacket] = await db.select().from(s.abfProducts).where(eq(s.abfProducts.id, 4));
  // No PayPal SDK from the internet in tests: the payment step is not under test here.
  await page.route('https://www.paypal.com/sdk/js*', (route) => route.abort());
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${site.url}/always-be-fabulous`);
  await page.locator('#collection').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-shop-grid][data-hydrated="live"]')).toBeVisible();

  const hat = page.getByRole('article').filter({ hasText: 'Classic Dad Hat' });
  await expect(hat.getByTestId('stock-line')).toHaveText('Only 2 left');
  // Tracked stock speaks for itself: no 'Limited stock' pill and no fixed 'Only 3 left' beside it.
  await expect(hat.getByText('Limited stock')).toHaveCount(0);
  await expect(hat.getByText('Only 3 left')).toHaveCount(0);
  const soldOut = page.getByRole('article').filter({ hasText: jacket!.name });
  await expect(soldOut.getByTestId('stock-line')).toHaveText('Sold out');
  await expect(soldOut.getByRole('button', { name: `Sold out: ${jacket!.name}` })).toBeDisabled();
  // Products without stock keep the fixed marketing texts.
  await expect(page.getByRole('article').filter({ hasText: 'Only 3 left' })).toHaveCount(5);

  // By keyboard: focus Order Now and open the dialog.
  await hat.getByRole('button', { name: 'Order Now: Classic Dad Hat' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('product-stock')).toHaveText('Only 2 left');
  await expect(dialog.getByRole('radio', { name: /L\/XL/ })).toBeDisabled();
  await expect(dialog.getByText('(Sold out)')).toBeVisible();
  await dialog.locator('label').filter({ hasText: /^S\/M/ }).click();
  await expect(dialog.getByTestId('stock-left')).toHaveText('Only 2 left in size S/M');
  await page.getByLabel('Full Name').fill('Ada Reader');
  await page.getByLabel('Email').fill('stock@example.com');
  await page.getByLabel('Shipping Address').fill('12 Long Street, Springfield');
  await page.getByLabel('Quantity').fill('3');
  await dialog.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.locator('#quantity-error')).toHaveText('Only 2 left');
  await expect(page.getByText('Error creating order', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('Quantity').fill('2');
  await dialog.getByRole('button', { name: 'Place Order' }).click();
  await expect(dialog.getByRole('heading', { name: 'Complete your payment' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The sale shows at once: the hat is sold out on its card.
  await expect(hat.getByTestId('stock-line')).toHaveText('Sold out');
  await expect(hat.getByRole('button', { name: 'Sold out: Classic Dad Hat' })).toBeDisabled();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
});
