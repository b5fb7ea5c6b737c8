/**
 * The Content-Security-Policy in Chromium: every sitemap page (in quality.spec.ts's visit),
 * the shop's pages with PayPal on, the 404 page and the admin run their scripts, styles and
 * islands (Radix dialogs and toasts included) without one `securitypolicyviolation`; on the shop, PayPal's SDK, its frames, its
 * images and its calls are allowed and the buttons render, while every other page
 * refuses the very same loads.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { ensureAdmin } from '../../scripts/admin-create';
import { startPayPalSite, type PayPalSite } from '../support/site-services';
import { watchViolations } from './support/csp';
import { onePerTemplate } from './support/pages';

const FAKE_SDK = readFileSync(
  fileURLToPath(new URL('../fixtures/fake-paypal-sdk.js', import.meta.url)),
  'utf8',
);
const EMAIL = 'csp@example.com';
const PASSWORD = 'policy-holds-up';

/** What PayPal's real SDK does in the buyer's page besides drawing buttons, from its own origins. */
const PAYPAL_LOADS = {
  frame: 'https://www.sandbox.paypal.com/smart/buttons?env=sandbox',
  image: 'https://www.paypalobjects.com/js-sdk-logos/2.2.7/paypal-blue.svg',
  script: 'https://www.paypalobjects.com/api/checkout-helper.js',
  call: 'https://www.paypal.com/xoplatform/logger/api/logger',
};

/** Runs in the page: the SDK's frame, image, extra script, logger call and <style> element. */
function loadLikePayPal(loads: typeof PAYPAL_LOADS, into: Element = document.body): void {
  const style = document.createElement('style');
  style.textContent = '.paypal-buttons-container { min-width: 150px; }';
  into.append(style);
  const frame = document.createElement('iframe');
  frame.title = 'PayPal';
  frame.src = loads.frame;
  into.append(frame);
  new Image().src = loads.image;
  const script = document.createElement('script');
  script.src = loads.script;
  document.head.append(script);
  void fetch(loads.call, { method: 'POST', body: '{}' }).catch(() => {});
}

/** The fake SDK, which also does what the real one does in the page when it renders. */
const REALISTIC_SDK = `${FAKE_SDK}
(function () {
  var loadLikePayPal = ${loadLikePayPal.toString()};
  var Buttons = window.paypal.Buttons;
  window.paypal.Buttons = function (options) {
    var buttons = Buttons(options);
    var render = buttons.render;
    buttons.render = function (target) {
      var el = typeof target === 'string' ? document.querySelector(target) : target;
      loadLikePayPal(${JSON.stringify(PAYPAL_LOADS)}, el);
      return render.call(this, target);
    };
    return buttons;
  };
})();`;

let site: PayPalSite;

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ viewport: { width: 1280, height: 900 } });

test.beforeAll(async () => {
  site = await startPayPalSite({ RATE_LIMIT_MULTIPLIER: '100' });
  await ensureAdmin(site.data.db, EMAIL, PASSWORD);
});
test.afterAll(() => site?.stop());

/** Opens a page, scrolls through it so every island hydrates, and waits until they have. */
async function visit(page: Page, path: string) {
  await page.goto(`${site.url}${path}`);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((done) => setTimeout(done, 50));
    }
    // Islands that wait for a visitor to reach for them (a product page's Order Now): reach.
    for (const island of document.querySelectorAll('astro-island[ssr][client="replay"]'))
      island.dispatchEvent(new Event('pointerenter'));
  });
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

// Every page template is checked in quality.spec.ts's one visit per template, on the shared
// site without PayPal; here, on a site with PayPal, the pages whose policy PayPal changes (the
// shop and a product page, which all share one template) and the 404 pages.
test('the shop pages with PayPal on and the 404 pages run without a CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const xml = await (await fetch(`${site.url}/sitemap-0.xml`)).text();
  const shop = onePerTemplate(
    [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => new URL(m[1]!).pathname)
      .filter((path) => path.startsWith('/always-be-fabulous')),
  );
  expect(shop).toEqual(['/always-be-fabulous', expect.stringMatching(/^\/always-be-fabulous\/./)]);
  for (const path of [...shop, '/this-page-does-not-exist', '/book/999/preview']) await visit(page, path);
  await expect(page.getByRole('heading', { name: 'Book Not Found' })).toBeVisible();

  // The islands at work: a toast (Radix Toast), the tracker's dialog, the order dialog.
  await visit(page, '/#newsletter');
  const newsletter = page.locator('#newsletter');
  await newsletter.getByRole('textbox', { name: 'Email address' }).fill(`csp-${Date.now()}@example.com`);
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('listitem')).toBeVisible();
  await visit(page, '/reading-tracker');
  await page.getByRole('button', { name: 'Add Book' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // Radix's scroll lock is in force (through an adopted stylesheet, not a <style> element).
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await visit(page, '/always-be-fabulous');
  await page.getByRole('button', { name: 'Order Now: Classic Dad Hat' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await visit(page, '/analytics');
  for (const tab of await page.getByRole('tab').all()) await tab.click();
  expect(violations).toEqual([]);
});

test('the admin runs without a CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await visit(page, '/admin/login');
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The password hash is slow by design, and slower on a busy machine.
  await expect(page).toHaveURL(`${site.url}/admin`, { timeout: 20_000 });
  for (const path of ['/admin', '/admin/abf', '/admin/orders', '/blog/create']) {
    await visit(page, path);
    for (const tab of await page.getByRole('tab').all()) await tab.click();
  }
  expect(violations).toEqual([]);
});

test("PayPal's SDK, frames, images and calls are allowed on the shop and its buttons render", async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const reached: string[] = [];
  await page.route('https://www.paypal.com/sdk/js*', (route) => {
    reached.push('sdk');
    return route.fulfill({ contentType: 'text/javascript', body: REALISTIC_SDK });
  });
  // Stand-ins for PayPal's hosts: a request the CSP refuses never gets here.
  const stub =
    (kind: string, contentType: string, body: string) => (route: import('@playwright/test').Route) => {
      reached.push(kind);
      return route.fulfill({ contentType, body, headers: { 'access-control-allow-origin': '*' } });
    };
  await page.route(PAYPAL_LOADS.frame, stub('frame', 'text/html', '<!doctype html><title>PayPal</title>'));
  await page.route(
    PAYPAL_LOADS.image,
    stub('image', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>'),
  );
  await page.route(PAYPAL_LOADS.script, stub('script', 'text/javascript', 'window.__paypalHelper = true;'));
  await page.route(PAYPAL_LOADS.call, stub('call', 'application/json', '{}'));

  await visit(page, '/always-be-fabulous');
  await page.getByRole('button', { name: 'Order Now: Classic Dad Hat' }).click();
  const dialog = page.getByRole('dialog');
  await page.getByLabel('Full Name').fill('Ada Reader');
  await page.getByLabel('Email').fill(`csp-buyer-${Date.now()}@example.com`);
  await page.getByLabel('Shipping Address').fill('12 Long Street, Springfield');
  await dialog.getByText('S/M', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Place Order' }).click();
  await expect(dialog.getByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
  await expect(dialog.locator('iframe[title="PayPal"]')).toBeVisible();
  await expect.poll(() => [...new Set(reached)].sort()).toEqual(['call', 'frame', 'image', 'script', 'sdk']);
  // The helper script was fetched; it runs a moment later.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __paypalHelper?: boolean }).__paypalHelper))
    .toBe(true);

  await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect(dialog.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('every other page refuses those same PayPal loads', async ({ page }) => {
  const violations = await watchViolations(page);
  const reached: string[] = [];
  await page.route(/paypal(objects)?\.com/, (route) => {
    reached.push(route.request().url());
    return route.fulfill({ body: '' });
  });
  await visit(page, '/about');
  await page.evaluate(loadLikePayPal, PAYPAL_LOADS);
  await expect
    .poll(() => violations.map((line) => line.split(' ')[1]).sort())
    .toEqual(
      expect.arrayContaining(['connect-src', 'frame-src', 'img-src', 'script-src-elem', 'style-src-elem']),
    );
  expect(reached).toEqual([]);
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

  test('the no-script styles apply (the menu button is hidden) with no CSP violation', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    for (const path of ['/', '/catalog', '/contact', '/this-page-does-not-exist']) {
      await page.goto(`${site.url}${path}`);
      // Shown at 360 px unless the <noscript> style (allowed by its hash) hides it.
      await expect(page.locator('[data-menu-toggle]'), path).toBeHidden();
    }
    expect(errors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
  });
});
