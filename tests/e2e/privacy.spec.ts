/**
 * Trust and personal data in Chromium, on its own site (it needs an admin and a known
 * signing secret), by keyboard at 360 px and at desktop width: the footer's terms pages,
 * 'Delete my address' on the unsubscribe page, the owner's erasure in the admin, and a
 * browser that sends Global Privacy Control.
 */
import { devices, expect, test, type Page } from '@playwright/test';
import { count, eq } from 'drizzle-orm';
import * as s from '../../db/schema';
import { unsubscribeTokenWith } from '../../src/features/newsletter/tokens';
import { ensureAdmin } from '../../scripts/admin-create';
import { startTestSite, type TestSite } from '../support/site';
import { seriousViolations } from './support/axe';

const OWNER = 'kendra-privacy@example.com';
const PASSWORD = 'write-bold-live-loud';
const SECRET = 'test-session-secret-0123456789abcdef';
const WIDTHS = [
  ['360 px', { width: 360, height: 740 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;

let site: TestSite;

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  site = await startTestSite();
  await ensureAdmin(site.data.db, OWNER, PASSWORD);
});
test.afterAll(async () => site?.stop());

/** True when the page is no wider than the window (nothing to scroll sideways). */
const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= innerWidth);

for (const [name, viewport] of WIDTHS) {
  test(`the footer's terms pages open by keyboard, with no script, at ${name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    for (const [link, heading] of [
      ['Privacy Policy', 'Privacy Policy'],
      ['Terms of Service', 'Terms of Service'],
      ['Shipping & Returns', 'Shipping & Returns'],
    ] as const) {
      await page.goto(`${site.url}/`);
      const legal = page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal' });
      await legal.getByRole('link', { name: link }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByText(/^Last updated /)).toBeVisible();
      expect(await fits(page)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      scripts.length = 0;
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect(scripts, `${heading} loads no script file`).toEqual([]);
    }
    await expect(page.getByRole('heading', { name: 'Returns and exchanges' })).toBeVisible();
    await page.goto(`${site.url}/privacy`);
    await expect(page.getByText(/Global Privacy Control/).first()).toBeVisible();
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("'Delete my address' on the unsubscribe page erases the subscriber, by keyboard at 360 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const email = 'leaving@example.com';
  await site.data.db.insert(s.newsletterSubscriptions).values({ email, status: 'confirmed' });
  await page.goto(
    `${site.url}/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeTokenWith(SECRET, email))}`,
  );
  await expect(page.getByRole('heading', { name: 'Or delete your address completely' })).toBeVisible();
  expect(await fits(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Unsubscribe' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Delete my address' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${site.url}/newsletter/erased`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your address is deleted');
  const [left] = await site.data.db
    .select({ n: count() })
    .from(s.newsletterSubscriptions)
    .where(eq(s.newsletterSubscriptions.email, email));
  expect(left!.n).toBe(0);
});

for (const [name, viewport] of WIDTHS) {
  test(`the owner erases a person in the Privacy tab by keyboard, at ${name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const email = `nell-${viewport.width}@example.com`;
    const db = site.data.db;
    await db.insert(s.newsletterSubscriptions).values({ email });
    await db
      .insert(s.contactMessages)
      .values({ name: `Nell ${viewport.width}`, email, subject: 'Hi', message: 'Hello' });
    const [order] = await db
      .insert(s.abfOrders)
      .values({
        productId: 1,
        customerName: `Nell ${viewport.width}`,
        customerEmail: email,
        customerAddress: '9 Porch Street',
        totalCents: 2599,
      })
      .returning();
    await db
      .insert(s.readerImpactStories)
      .values({ readerName: `Nell ${viewport.width}`, bookId: 1, story: 'My story', category: 'growth' });

    const signIn = await page.request.post(`${site.url}/api/auth/login`, {
      data: { email: OWNER, password: PASSWORD },
    });
    expect(signIn.status()).toBe(200);
    await page.goto(`${site.url}/admin`);
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    // To the Privacy tab with the arrow keys.
    await page.getByRole('tab', { name: 'Overview', exact: true }).focus();
    await page.keyboard.press('End');
    const tab = page.getByRole('tab', { name: 'Privacy', exact: true });
    await expect(tab).toBeFocused();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    const field = panel.getByRole('textbox', { name: 'Their email address' });
    await field.focus();
    await page.keyboard.type(email.toUpperCase());
    await page.keyboard.press('Enter');

    const found = panel.getByRole('heading', { name: email.toUpperCase() });
    await expect(found).toBeFocused();
    const preview = panel.getByRole('region', { name: email.toUpperCase() });
    await expect(preview.getByRole('listitem')).toHaveText([
      '1 newsletter subscription',
      '1 contact message',
      '1 order anonymised (amounts kept)',
    ]);
    await expect(preview.getByRole('checkbox', { name: new RegExp(`Nell ${viewport.width}`) })).toBeChecked();
    expect(await fits(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await preview.getByRole('button', { name: `Erase ${email.toUpperCase()}` }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('cannot be undone');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Erase' }).focus();
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('status').filter({ hasText: /^Erased / })).toContainText(
      '1 newsletter subscription, 1 contact message, 1 order anonymised (amounts kept), 1 reader story',
    );
    await expect(panel.getByRole('list').last()).toContainText(`by ${OWNER.split('@')[0]}`);
    await expect(field).toHaveValue('');

    const [kept] = await db.select().from(s.abfOrders).where(eq(s.abfOrders.id, order!.id));
    expect(kept).toMatchObject({ totalCents: 2599, customerName: '(erased)' });
    const [left] = await db
      .select({ n: count() })
      .from(s.contactMessages)
      .where(eq(s.contactMessages.email, email));
    expect(left!.n).toBe(0);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('a browser that sends Global Privacy Control is not counted', async ({ browser }) => {
  const rows = async () => {
    const [e] = await site.data.db.select({ n: count() }).from(s.readerEngagement);
    const [v] = await site.data.db.select({ n: count() }).from(s.pageViewVisitors);
    return { engagement: e!.n, visitors: v!.n };
  };
  /**
   * Opens /terms in a fresh browser sending `headers`; the cookies it was given. A browser of
   * its own (user agent): visitors of the day are told apart by address and browser, and this
   * spec's other pages came from the same address.
   */
  const visit = async (headers: Record<string, string>) => {
    const userAgent = `${devices['Desktop Chrome'].userAgent} Privacy/${Object.keys(headers).length}`;
    const context = await browser.newContext({ extraHTTPHeaders: headers, userAgent });
    const page = await context.newPage();
    const beacon = page.waitForRequest((r) => r.url().endsWith('/api/engagement'));
    await page.goto(`${site.url}/terms`);
    expect((await beacon).headers()['sec-gpc']).toBe(headers['Sec-GPC']);
    await page.waitForTimeout(500);
    const cookies = (await context.cookies()).map((c) => c.name);
    await context.close();
    return cookies;
  };
  const before = await rows();
  expect(await visit({ 'Sec-GPC': '1' })).toEqual([]);
  // The same visit without the signal is counted, once (the first one added nothing), and it
  // too leaves no cookie: the beacon is cookieless (CONTRACT.md §14).
  expect(await visit({})).toEqual([]);
  await expect.poll(rows).toEqual({ engagement: before.engagement + 1, visitors: before.visitors + 1 });
});
