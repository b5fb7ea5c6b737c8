/**
 * The owner locked out by someone else's guesses (issue 19 point 8) asks for a
 * one-time sign-in link from the sign-in page, with and without JavaScript, and the
 * mailed link signs her in.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { eq } from 'drizzle-orm';
import * as s from '../../db/schema';
import { ensureAdmin } from '../../scripts/admin-create';
import { startTestSite, type TestSite } from '../support/site';

const EMAIL = 'kendra@example.com';
const PASSWORD = 'write-bold-live-loud';
const LOCKED = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
const SENT = 'If that address belongs to an admin, a sign-in link is on its way.';

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
  const serious = (await new AxeBuilder({ page }).analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious.map((v) => v.id)).toEqual([]);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(SENT);

  const [mail] = await site.data.db.select().from(s.mailOutbox).where(eq(s.mailOutbox.kind, 'sign-in-link'));
  const link = new URL(/http\S+token=[\w-]+/.exec(mail!.text)![0]);
  await page.goto(`${site.url}${link.pathname}${link.search}`);
  await expect(page).toHaveURL(`${site.url}/admin`);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
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

  test('a used link comes back to the sign-in page, which says so', async ({ page }) => {
    const [mail] = await site.data.db
      .select()
      .from(s.mailOutbox)
      .where(eq(s.mailOutbox.kind, 'sign-in-link'));
    const link = new URL(/http\S+token=[\w-]+/.exec(mail!.text)![0]);
    await page.goto(`${site.url}${link.pathname}${link.search}`);
    await expect(page).toHaveURL(`${site.url}/admin/login?error=link`);
    await expect(page.getByRole('alert')).toHaveText(
      'That sign-in link has expired or was already used. Ask for a new one.',
    );
    await expect(page.getByRole('button', { name: 'Email me a sign-in link' })).toBeVisible();
  });
});
