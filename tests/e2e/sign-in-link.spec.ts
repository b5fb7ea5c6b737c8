/**
 * The owner locked out by someone else's guesses (issue 19 point 8) asks for a
 * one-time sign-in link from the sign-in page, with and without JavaScript, and the
 * mailed link signs her in once she presses 'Sign in' on the page it opens. A mail
 * scanner that opens the link first uses nothing.
 */
import { expect, test } from '@playwright/test';
import { eq } from 'drizzle-orm';
import * as s from '../../db/schema';
import { ensureAdmin } from '../../scripts/admin-create';
import { startTestSite, type TestSite } from '../support/site';
import { seriousViolations } from './support/axe';

const EMAIL = 'kendra@example.com';
const PASSWORD = 'write-bold-live-loud';
const LOCKED = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
const SENT = 'If that address belongs to an admin, a sign-in link is on its way.';
const REFUSED = 'That sign-in link has expired or was already used. Ask for a new one.';

/** The link in the newest sign-in mail, as a path on the test site. */
async function mailedLink(): Promise<string> {
  const mails = await site.data.db.select().from(s.mailOutbox).where(eq(s.mailOutbox.kind, 'sign-in-link'));
  const link = new URL(/http\S+token=[\w-]+/.exec(mails.at(-1)!.text)![0]);
  return `${link.pathname}${link.search}`;
}

let site: TestSite;

test.describe.configure({ mode: 'serial', timeout: 60_000 });

test.beforeAll(async () => {
  site = await startTestSite();
  await ensureAdmin(site.data.db, EMAIL, PASSWORD);
  // Ten failed guesses from ten addresses: the account is locked for everyone.
  await site.data.db
    .insert(s.loginAttempts)
    .values(Array.from({ length: 10 }, (_, n) => ({ ip: `203.0.113.${n}`, email: EMAIL })));
});
test.afterAll(async () => site?.stop());

test.use({ viewport: { width: 360, height: 800 } });

test('the locked owner asks for a sign-in link and the mailed link signs her in', async ({ page }) => {
  await page.goto(`${site.url}/admin/login`);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(LOCKED);

  // The address she typed is already in the link form; keyboard only from here.
  await expect(page.getByLabel('Send the link to')).toHaveValue(EMAIL);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(SENT);

  const link = await mailedLink();
  expect(link).toMatch(/^\/admin\/sign-in-link\?token=/);
  // A mail scanner opens the link before she does: that uses nothing and signs nobody in.
  const scanner = await page.request.get(`${site.url}${link}`, { maxRedirects: 0 });
  expect(scanner.status()).toBe(200);
  expect(scanner.headers()['set-cookie'] ?? '').not.toContain('admin_session');

  await page.goto(`${site.url}${link}`);
  await expect(page.getByRole('heading', { name: 'Sign in to the admin', level: 1 })).toBeVisible();
  await expect(page.locator('astro-island')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${site.url}/admin`);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
});

test('the link page is readable in dark mode', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`${site.url}${await mailedLink()}`);
  await expect(page.getByText(REFUSED)).toBeVisible();
  // The card is the dark surface token, not white.
  const card = page.getByText(REFUSED).locator('..');
  expect(await card.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgb(255, 255, 255)');
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the locked page offers the link form and confirms the request', async ({ page }) => {
    await page.goto(`${site.url}/admin/login?error=locked`);
    await expect(page.getByRole('alert')).toHaveText(LOCKED);
    await page.getByLabel('Send the link to').fill(EMAIL);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(page).toHaveURL(`${site.url}/admin/login?link=sent`);
    await expect(page.getByRole('status')).toHaveText(SENT);
  });

  test('the mailed link signs in with the page’s plain form, once; a used one says so', async ({ page }) => {
    const link = await mailedLink();
    await page.goto(`${site.url}${link}`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${site.url}/admin`);
    await page.context().clearCookies();

    // Opened again, the page says it is used up and leads to a new link.
    await page.goto(`${site.url}${link}`);
    await expect(page.getByText(REFUSED)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to the sign-in page' }).click();
    await expect(page).toHaveURL(`${site.url}/admin/login?link=ask`);
    await expect(page.getByRole('button', { name: 'Email me a sign-in link' })).toBeVisible();
  });

  test('a link used meanwhile comes back to the sign-in page, which says so', async ({ page, browser }) => {
    await site.data.db.delete(s.signInLinks);
    await page.goto(`${site.url}/admin/login?error=locked`);
    await page.getByLabel('Send the link to').fill(EMAIL);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    const link = await mailedLink();
    await page.goto(`${site.url}${link}`);
    // Used in another window before she presses the button here.
    const other = await browser.newPage();
    await other.goto(`${site.url}${link}`);
    await other.getByRole('button', { name: 'Sign in' }).click();
    await expect(other).toHaveURL(`${site.url}/admin`);
    await other.close();

    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${site.url}/admin/login?error=link`);
    await expect(page.getByRole('alert')).toHaveText(REFUSED);
    await expect(page.getByRole('button', { name: 'Email me a sign-in link' })).toBeVisible();
  });
});
