/**
 * The owner's day in Chromium, on its own site and database: a message marked handled
 * drops the Overview's count, a reply is a prepared mail, an outbox mail opens in full and
 * a failed one is sent again; the Overview's orders, revenue and stories; and a fresh
 * install's /analytics saying its figures are demo data.
 */
import { expect, test, type Page } from '@playwright/test';
import * as s from '../../db/schema';
import { startTestSite, type TestSite } from '../support/site';
import { createAdmin, openAdmin } from './support/admin';
import { seriousViolations } from './support/axe';

let site: TestSite;

test.describe.configure({ mode: 'serial', timeout: 60_000 });

test.beforeAll(async () => {
  site = await startTestSite();
  await createAdmin(site);
  await site.data.db.insert(s.contactMessages).values([
    { name: 'Rita Reader', email: 'rita@example.com', subject: 'Loved The Red Door', message: 'Thank you.' },
    { name: 'Sam Shop', email: 'sam@example.com', subject: 'Wholesale hats', message: 'Bulk orders?' },
  ]);
  await site.data.db.insert(s.mailOutbox).values({
    kind: 'contact',
    to: 'kendra@example.com',
    subject: 'New message: Wholesale hats',
    text: 'Sam Shop wrote:\nBulk orders?',
    status: 'failed',
    attempts: 6,
    lastError: 'connect ECONNREFUSED 127.0.0.1:25',
  });
});
test.afterAll(async () => site?.stop());

/** The value under a count on the Overview. */
const count = (page: Page, term: string) =>
  page.getByRole('tabpanel').locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

test('a fresh install’s /analytics says its figures are demo data', async ({ page }) => {
  // No beacon reaches the server, so the seeded history stays the only data.
  await page.route('**/api/engagement', (route) => route.fulfill({ status: 204 }));
  await page.goto(`${site.url}/analytics`);
  await expect(page.getByRole('note').filter({ hasText: 'Demo data.' })).toBeVisible();
  await expect(page.getByText('Demo data', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText('Live', { exact: true })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the owner marks a message handled and the Overview count drops; Reply prepares a mail', async ({
  page,
}) => {
  await openAdmin(page, site.url);
  await expect(count(page, 'Unhandled messages')).toHaveText('2');
  const business = page.getByRole('table', { name: /Paid orders, revenue and stories/ });
  await expect(business.getByRole('row', { name: /Stories for review/ })).toContainText('2');
  await expect(business.getByRole('row', { name: /Revenue/ })).toContainText('$0.00');

  await page.getByRole('tab', { name: 'Messages', exact: true }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('button', { name: 'Open', pressed: true })).toBeVisible();
  const rita = panel.getByRole('article', { name: 'Loved The Red Door' });
  await expect(rita.getByRole('link', { name: 'Reply to Rita Reader' })).toHaveAttribute(
    'href',
    'mailto:rita@example.com?subject=Re%3A%20Loved%20The%20Red%20Door',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await rita.getByRole('button', { name: 'Mark handled' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'marked handled' })).toBeVisible();
  await expect(rita).toHaveCount(0);

  await panel.getByRole('button', { name: 'Handled', exact: true }).click();
  await expect(panel.getByRole('article', { name: 'Loved The Red Door' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Mark unhandled' })).toBeVisible();

  await page.getByRole('tab', { name: 'Overview', exact: true }).click();
  await expect(count(page, 'Unhandled messages')).toHaveText('1');

  // Delete asks first; Cancel keeps the message.
  await page.getByRole('tab', { name: 'Messages', exact: true }).click();
  await panel.getByRole('button', { name: 'Open', exact: true }).click();
  const sam = panel.getByRole('article', { name: 'Wholesale hats' });
  await sam.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this message?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(sam).toBeVisible();
  await sam.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete message' }).click();
  await expect(sam).toHaveCount(0);
  await page.getByRole('tab', { name: 'Overview', exact: true }).click();
  await expect(count(page, 'Unhandled messages')).toHaveText('0');
});

test('the owner opens an outbox mail and sends a failed one again, from the keyboard', async ({ page }) => {
  await openAdmin(page, site.url);
  await page.getByRole('tab', { name: 'Outbox', exact: true }).click();
  const panel = page.getByRole('tabpanel');
  const open = panel.getByRole('button', { name: /^Open the mail “New message: Wholesale hats”/ });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New message: Wholesale hats' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Sam Shop wrote:');
  await expect(dialog).toContainText('Bulk orders?');
  await expect(dialog).toContainText('connect ECONNREFUSED 127.0.0.1:25');
  await expect(dialog.getByText('Failed', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Send again' }).click();
  // This site has no mail transport: the mail waits, held, until one is set.
  await expect(dialog.getByText('Held: mail is not being sent', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Send again' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByText(/queued to be sent again/)).toBeVisible();
  await expect(panel.getByRole('button', { name: /^Send again:/ })).toHaveCount(0);
});

test.describe('at 360 px, in dark mode', () => {
  test.use({ viewport: { width: 360, height: 740 }, colorScheme: 'dark' });

  test('the Overview, the Messages tab and a mail fit the screen and pass axe-core', async ({ page }) => {
    await site.data.db.insert(s.contactMessages).values({
      name: 'Lee Longname-Withaveryveryverylongsurname',
      email: 'lee.with.a.very.long.address@example.com',
      subject: 'A subject long enough to wrap on a small phone screen, twice or more',
      message: 'Hello!',
      handledAt: new Date(),
    });
    await openAdmin(page, site.url);
    await expect(page.getByRole('table', { name: /Paid orders/ })).toBeVisible();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Messages', exact: true }).click();
    await page.getByRole('tabpanel').getByRole('button', { name: 'Handled', exact: true }).click();
    await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Outbox', exact: true }).click();
    await page
      .getByRole('tabpanel')
      .getByRole('button', { name: /^Open the mail/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
