import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { replaceStock } from './db/queries/stock';
import { ensureAdmin } from './scripts/admin-create';
import { startPayPalEmulator } from './tests/support/paypal-emulator';
import { startTestSite } from './tests/support/site';
import { startSmtpReceiver } from './tests/support/smtp-receiver';
import { mailText } from './tests/support/mail-text';
import { runLighthouse } from './bench/lighthouse';

const emulator = await startPayPalEmulator();
const smtp = await startSmtpReceiver();
const site = await startTestSite({ PAYPAL_API_BASE: emulator.url, PAYPAL_CLIENT_ID: 'x', PAYPAL_CLIENT_SECRET: 'y', PAYPAL_WEBHOOK_ID: 'wh', SMTP_URL: smtp.url });
const log = (...a: unknown[]) => console.log('»', ...a);
try {
  await ensureAdmin(site.data.db, 'k@example.com', 'a long enough password');
  const db = site.data.db;
  await db.batch(replaceStock(db, 1, { 'S/M': 3, 'L/XL': 0 }) as [never]);
  await db.batch(replaceStock(db, 4, { '': 0 }) as [never]);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });

  // JS bytes on the shop page after scrolling through it.
  {
    const page = await browser.newPage();
    const sizes: Promise<number>[] = [];
    page.on('response', (r) => { if (r.request().resourceType() === 'script') sizes.push(r.body().then((b) => gzipSync(b).byteLength, () => 0)); });
    await page.goto(`${site.url}/always-be-fabulous`, { waitUntil: 'networkidle' });
    await page.evaluate(async () => { for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) { scrollTo(0, y); await new Promise((d) => setTimeout(d, 50)); } });
    await page.waitForLoadState('networkidle'); await page.waitForTimeout(1500);
    log('shop page JS gzip KB', ((await Promise.all(sizes)).reduce((a, b) => a + b, 0) / 1024).toFixed(1));
    await page.close();
  }

  // Buyer at 360 px, keyboard only.
  const buyer = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await buyer.route('https://www.paypal.com/sdk/js*', (r) => r.abort());
  await buyer.goto(`${site.url}/always-be-fabulous`);
  await buyer.locator('#collection').scrollIntoViewIfNeeded();
  await buyer.waitForSelector('[data-shop-grid][data-hydrated="live"]');
  await buyer.locator('article').first().screenshot({ path: '/tmp/tour/1-card.png' });
  await buyer.locator('article').nth(3).screenshot({ path: '/tmp/tour/2-soldout-card.png' });
  // Tab from the page top until Order Now: Classic Dad Hat is focused.
  await buyer.keyboard.press('Home');
  await buyer.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  let tabs = 0;
  while (tabs < 80) {
    await buyer.keyboard.press('Tab'); tabs++;
    const label = await buyer.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    if (label === 'Order Now: Classic Dad Hat') break;
  }
  log('tabs to reach Order Now', tabs);
  await buyer.keyboard.press('Enter');
  await buyer.waitForSelector('[role=dialog]');
  log('focused in dialog:', await buyer.evaluate(() => document.activeElement?.outerHTML.slice(0, 80)));

  await buyer.screenshot({ path: '/tmp/tour/3-dialog.png', fullPage: false });
  const focusOrder: string[] = [];
  await buyer.getByLabel('Full Name').focus();
  for (let i = 0; i < 12; i++) {
    focusOrder.push(await buyer.evaluate(() => { const e = document.activeElement as HTMLInputElement; return `${e.tagName}:${e.name || e.getAttribute('aria-label') || e.textContent?.slice(0, 20)}${e.disabled ? '(disabled)' : ''}`; }));
    await buyer.keyboard.press('Tab');
  }
  log('dialog tab order', focusOrder.join(' → '));
  await buyer.getByLabel('Full Name').fill('');
  await buyer.getByLabel('Full Name').focus();
  await buyer.keyboard.type('Ada Reader'); await buyer.keyboard.press('Tab');
  await buyer.keyboard.type('ada@example.com'); await buyer.keyboard.press('Tab');
  await buyer.keyboard.type('12 Long Street, Springfield'); await buyer.keyboard.press('Tab');
  // Size radios: focus lands on the group; Space checks the focused radio.
  await buyer.keyboard.press('Space');
  log('checked size:', await buyer.evaluate(() => (document.querySelector('input[name=size]:checked') as HTMLInputElement | null)?.value));
  await buyer.screenshot({ path: '/tmp/tour/4-dialog-size.png' });
  await buyer.keyboard.press('Tab');
  await buyer.keyboard.press('Control+a'); await buyer.keyboard.type('2');
  await buyer.getByRole('button', { name: 'Place Order' }).focus();
  await buyer.keyboard.press('Enter');
  await buyer.getByRole('heading', { name: 'Complete your payment' }).waitFor();
  await buyer.screenshot({ path: '/tmp/tour/5-pay.png' });
  log('overflow buyer', await buyer.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth));
  await buyer.keyboard.press('Escape');
  await buyer.waitForTimeout(500);
  log('card after sale:', await buyer.locator('article').first().getByTestId('stock-line').textContent());

  // Owner at 360 px.
  const owner = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await owner.request.post(`${site.url}/api/auth/login`, { data: { email: 'k@example.com', password: 'a long enough password' } });
  // A paid order for the owner to handle.
  const placed = await owner.request.post(`${site.url}/api/abf/orders`, { data: { productId: 2, customerName: 'Olive Buyer', customerEmail: 'olive@example.com', customerAddress: '22 Magnolia Lane, Savannah GA', size: 'M', quantity: 1 } });
  const { id } = await placed.json();
  const prov = await (await owner.request.post(`${site.url}/paypal/order`, { data: { orderId: id } })).json();
  await owner.request.post(`${site.url}/paypal/order/${prov.id}/capture`);
  await owner.goto(`${site.url}/admin/orders`);
  await owner.waitForSelector(`#order-${id}`);
  await owner.screenshot({ path: '/tmp/tour/6-admin-orders.png', fullPage: false });
  await owner.getByLabel('Search by name, email or order number').focus();
  await owner.keyboard.type('olive'); await owner.keyboard.press('Enter');
  await owner.waitForTimeout(800);
  log('after search:', await owner.getByRole('status').first().textContent(), owner.url());
  await owner.getByRole('button', { name: `Ship order #${id}` }).focus();
  await owner.keyboard.press('Enter');
  await owner.getByRole('dialog').waitFor();
  log('ship dialog focus:', await owner.evaluate(() => document.activeElement?.outerHTML.slice(0, 80)));
  await owner.screenshot({ path: '/tmp/tour/7-ship.png' });
  await owner.getByLabel('Tracking number (optional)').focus();
  await owner.keyboard.type('9400 1000 0000 0000 0000 00');
  await owner.keyboard.press('Enter');
  await owner.waitForTimeout(800);
  await owner.locator(`#order-${id}`).locator('..').locator('..').screenshot({ path: '/tmp/tour/8-shipped-card.png' });
  await owner.getByRole('button', { name: `Refund order #${id}` }).focus();
  await owner.keyboard.press('Enter');
  await owner.getByRole('alertdialog').waitFor();
  log('refund dialog focus:', await owner.evaluate(() => document.activeElement?.textContent));
  await owner.screenshot({ path: '/tmp/tour/9-refund.png' });
  await owner.keyboard.press('Tab');
  await owner.keyboard.press('Enter');
  await owner.waitForTimeout(1000);
  log('badge after refund:', await owner.locator(`#order-${id}`).locator('..').locator('[data-testid=status-badge]').textContent());
  log('overflow owner', await owner.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth));
  await owner.goto(`${site.url}/admin/abf`);
  await owner.getByRole('button', { name: 'Edit Classic Dad Hat' }).click();
  await owner.getByRole('dialog').waitFor();
  await owner.getByRole('dialog').screenshot({ path: '/tmp/tour/10-edit-product.png' });
  await smtp.waitFor(3, 15000).catch(() => {});
  const shippedMail = smtp.mails.find((m) => /has shipped/.test(m.subject));
  log('mails:', smtp.mails.map((m) => m.subject));
  if (shippedMail) {
    const text = mailText(shippedMail);
    const link = /https?:\/\/\S+\/orders\/\d+\?token=\S+/.exec(text)![0];
    const u = new URL(link);
    const b2 = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await b2.goto(`${site.url}${u.pathname}${u.search}`);
    await b2.screenshot({ path: '/tmp/tour/11-order-page.png', fullPage: true });
    console.log(text);
  }
  await browser.close();
  const lh = await runLighthouse([`${site.url}/always-be-fabulous`], 1);
  console.log(JSON.stringify(lh));
} finally {
  await site.stop(); await emulator.close(); await smtp.stop();
}
