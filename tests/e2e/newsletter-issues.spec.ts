/**
 * The newsletter as the owner's channel, in Chromium against its own site, database and
 * SMTP receiver: a reader subscribes and confirms with the button on the mail link's page
 * (with and without JavaScript); the owner writes an issue with its live preview, sends a
 * test, then sends it; the reader gets it and unsubscribes in one click from its link.
 * Also at 360 px and by keyboard.
 */
import { expect, test, type Page } from '@playwright/test';
import { mailText } from '../support/mail-text';
import { startMailSite, type MailSite } from '../support/site-services';
import type { ReceivedMail } from '../support/smtp-receiver';
import { createAdmin, openAdmin } from './support/admin';
import { seriousViolations } from './support/axe';

const OWNER = 'owner@example.test';
const READER = 'e2e-reader@example.test';
const SUBJECT = 'Issue #7: Write the scary scene';

let site: MailSite;

test.describe.configure({ mode: 'serial', timeout: 60_000 });

test.beforeAll(async () => {
  site = await startMailSite({
    MAIL_FROM: 'Kendra Lane <hello@example.test>',
    OWNER_EMAIL: OWNER,
    MAIL_RATE_PER_MINUTE: '6000',
  });
  await createAdmin(site);
});
test.afterAll(() => site?.stop());

/** The decoded text of a mail, with the build's site URL pointed at this server. */
const bodyOf = (mail: ReceivedMail) => mailText(mail).replaceAll('http://localhost:4321', site.url);
const mailTo = (to: string, subject: string | RegExp) => site.smtp.mailTo(to, subject);

/** The mail preview's frame holds the mail's own HTML (sandboxed, no scripts), not a page of the site. */
const serious = (page: Page) => seriousViolations(page, { exclude: 'iframe[title="Mail preview"]' });

test('a reader subscribes, opens the mail’s link, presses Confirm and gets the free guide', async ({
  page,
}) => {
  await page.goto(`${site.url}/#newsletter`);
  const section = page.locator('#newsletter');
  await expect(section.locator('astro-island:not([ssr])')).toHaveCount(1, { timeout: 15_000 });
  await section.getByRole('textbox', { name: 'Email address' }).fill(READER);
  await section.getByRole('button', { name: 'Subscribe' }).click();
  await expect(section.getByRole('status')).toContainText('Welcome to the Fabulous Readers Club!');

  const confirm = await mailTo(READER, /confirm your subscription/);
  const link = /(http:\/\/127\.0\.0\.1:\d+\/newsletter\/confirm\?token=[\w.%-]+)/.exec(bodyOf(confirm))![1]!;
  // Opening the link (a mail scanner does too) asks first; nothing is confirmed yet.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription');
  await expect(page.locator('astro-island')).toHaveCount(0);
  expect(await serious(page)).toEqual([]);
  await new Promise((wait) => setTimeout(wait, 500));
  expect(site.smtp.mails.filter((m) => m.to[0] === READER && /Welcome/.test(m.subject))).toEqual([]);
  // By keyboard: Tab reaches the button, Enter presses it.
  const button = page.getByRole('button', { name: 'Confirm', exact: true });
  for (let i = 0; i < 40 && !(await button.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "You're in! Your subscription is confirmed",
  );
  await expect(
    page.getByRole('heading', { name: "Write Bold: A Beginner's Guide to Finishing Your First Draft" }),
  ).toBeVisible();
  expect(await serious(page)).toEqual([]);
  const welcome = await mailTo(READER, 'Welcome to the Fabulous Readers Club!');
  expect(bodyOf(welcome)).toContain('/free-guide');
});

test('the owner writes an issue with a live preview, sends a test, then sends it to subscribers', async ({
  page,
}) => {
  await openAdmin(page, site.url);
  await page.getByRole('tab', { name: 'Newsletter', exact: true }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('1 confirmed subscriber', { exact: false })).toBeVisible();
  await panel.getByRole('button', { name: 'New Issue' }).click();
  await panel.getByLabel('Subject').fill(SUBJECT);
  await panel
    .getByLabel('Content (Markdown)')
    .fill(
      '# The scary scene\n\nThis month, write the scene you are **avoiding**.\n\n- Ten minutes\n- No editing',
    );
  const preview = panel.frameLocator('iframe[title="Mail preview"]');
  await expect(preview.getByRole('heading', { name: 'The scary scene' })).toBeVisible();
  await expect(preview.getByText('avoiding')).toBeVisible();
  expect(await serious(page)).toEqual([]);

  await panel.getByRole('button', { name: 'Send Test' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Test sent' })).toHaveText(
    `Test sent to ${OWNER}`,
  );
  const test = await mailTo(OWNER, `[Test] ${SUBJECT}`);
  expect(bodyOf(test)).toContain('The scary scene');
  expect(site.smtp.mails.some((m) => m.to[0] === READER && m.subject === SUBJECT)).toBe(false);

  await panel.getByRole('button', { name: 'Send to Subscribers' }).click();
  await expect(panel.getByText(`Send “${SUBJECT}” to 1 confirmed subscriber now?`)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Send Now' })).toBeFocused();
  await panel.getByRole('button', { name: 'Send Now' }).click();

  const item = panel.getByRole('listitem').filter({ hasText: SUBJECT });
  await expect(item.getByRole('progressbar')).toBeVisible();
  await expect(item.getByText('Sent', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(item.getByText('1 sent')).toBeVisible();
  await expect(item.getByText('0 queued')).toBeVisible();
  expect(await serious(page)).toEqual([]);
  await mailTo(READER, SUBJECT);
});

test('the reader reads the issue and unsubscribes in one click from its link', async ({ page }) => {
  const issue = await mailTo(READER, SUBJECT);
  const body = bodyOf(issue);
  expect(issue.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const online = /(http:\/\/127\.0\.0\.1:\d+\/newsletter\/\d+)/.exec(body)![1]!;
  await page.goto(online);
  await expect(page.getByRole('heading', { level: 1, name: SUBJECT })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'The scary scene' })).toBeVisible();

  const unsubscribe = /(http:\/\/127\.0\.0\.1:\d+\/newsletter\/unsubscribe\?token=[\w.%-]+)/.exec(body)![1]!;
  await page.goto(unsubscribe);
  await expect(page.getByText(READER)).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "You're unsubscribed" })).toBeVisible();
  const [row] = (
    await site.data.db.$client.execute({
      sql: 'select status from newsletter_subscriptions where email = ?',
      args: [READER],
    })
  ).rows;
  expect(row!.status).toBe('unsubscribed');
});

test('at 360 px and by keyboard: the owner writes and saves a draft', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await openAdmin(page, site.url);
  await page.getByRole('tab', { name: 'Overview', exact: true }).focus();
  // Radix tabs: arrow keys move between tabs, Enter/automatic activation shows the panel.
  // Each press is waited for: on a busy machine a check made before the focus had moved
  // pressed again and went past the Newsletter tab.
  const newsletterTab = page.getByRole('tab', { name: 'Newsletter', exact: true });
  const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
  for (let i = 0; i < 12 && !(await newsletterTab.evaluate((el) => el === document.activeElement)); i++) {
    const before = await focused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(focused).not.toBe(before);
  }
  await expect(newsletterTab).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const newIssue = page.getByRole('button', { name: 'New Issue' });
  await expect(newIssue).toBeVisible();
  await newIssue.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Subject')).toBeVisible();
  await page.getByLabel('Subject').focus();
  await page.keyboard.type('Keyboard draft');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Content (Markdown)')).toBeFocused();
  await page.keyboard.type('Typed with the keyboard only.');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Save Draft' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});

// Last: this reader would count among the confirmed subscribers the owner's tests expect.
test('without JavaScript, at 360 px, the Confirm button confirms too', async ({ browser }) => {
  const reader = 'no-script-reader@example.test';
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 360, height: 740 },
  });
  const page = await context.newPage();
  await page.goto(`${site.url}/#newsletter`);
  await page.locator('#newsletter').getByRole('textbox', { name: 'Email address' }).fill(reader);
  await page.locator('#newsletter').getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/newsletter\/thanks$/);
  const link = /(http:\/\/127\.0\.0\.1:\d+\/newsletter\/confirm\?token=[\w.%-]+)/.exec(
    bodyOf(await mailTo(reader, /confirm your subscription/)),
  )![1]!;
  await page.goto(link);
  const button = page.getByRole('button', { name: 'Confirm', exact: true });
  await expect(button).toBeVisible();
  // The button fits the narrow screen: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await button.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "You're in! Your subscription is confirmed",
  );
  expect(bodyOf(await mailTo(reader, 'Welcome to the Fabulous Readers Club!'))).toContain('/free-guide');
  await context.close();
});
