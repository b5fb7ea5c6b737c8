/**
 * The newsletter as the owner's channel, in Chromium against its own site, database and
 * SMTP receiver: a reader subscribes and confirms from the mail's link; the owner writes an
 * issue with its live preview, sends a test, then sends it; the reader gets it and
 * unsubscribes in one click from its link. Also at 360 px and by keyboard.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ensureAdmin } from '../../scripts/admin-create';
import { startTestSite, type TestSite } from '../support/site';
import { startSmtpReceiver, type ReceivedMail, type SmtpReceiver } from '../support/smtp-receiver';

const EMAIL = 'kendra@example.com';
const PASSWORD = 'write-bold-live-loud';
const OWNER = 'owner@example.test';
const READER = 'e2e-reader@example.test';
const SUBJECT = 'Issue #7: Write the scary scene';

let site: TestSite;
let smtp: SmtpReceiver;

test.describe.configure({ mode: 'serial', timeout: 60_000 });

test.beforeAll(async () => {
  smtp = await startSmtpReceiver();
  site = await startTestSite({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Kendra Lane <hello@example.test>',
    OWNER_EMAIL: OWNER,
    MAIL_RATE_PER_MINUTE: '6000',
  });
  await ensureAdmin(site.data.db, EMAIL, PASSWORD);
});
test.afterAll(async () => {
  await site?.stop();
  await smtp?.stop();
});

/** The decoded text of a mail (quoted-printable undone), with the build's site URL pointed at this server. */
const bodyOf = (mail: ReceivedMail) =>
  mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replaceAll('http://localhost:4321', site.url);

async function mailTo(to: string, subject: string | RegExp): Promise<ReceivedMail> {
  await expect
    .poll(
      () =>
        smtp.mails.some(
          (m) =>
            m.to[0] === to && (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject)),
        ),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
  return smtp.mails.find(
    (m) => m.to[0] === to && (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject)),
  )!;
}

// The mail preview's frame holds the mail's own HTML (sandboxed, no scripts), not a page of the site.
const serious = async (page: Page) =>
  (await new AxeBuilder({ page }).exclude('iframe[title="Mail preview"]').analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help}`);

test('a reader subscribes, confirms from the mail in one click and gets the free guide', async ({ page }) => {
  await page.goto(`${site.url}/#newsletter`);
  const section = page.locator('#newsletter');
  await expect(section.locator('astro-island:not([ssr])')).toHaveCount(1, { timeout: 15_000 });
  await section.getByRole('textbox', { name: 'Email address' }).fill(READER);
  await section.getByRole('button', { name: 'Subscribe' }).click();
  await expect(section.getByRole('status')).toContainText('Welcome to the Fabulous Readers Club!');

  const confirm = await mailTo(READER, /confirm your subscription/);
  const link = /(http:\/\/127\.0\.0\.1:\d+\/newsletter\/confirm\?token=[\w.%-]+)/.exec(bodyOf(confirm))![1]!;
  await page.goto(link);
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
  const answer = await page.request.post(`${site.url}/api/auth/login`, {
    data: { email: EMAIL, password: PASSWORD },
  });
  expect(answer.status()).toBe(200);
  await page.goto(`${site.url}/admin`);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Newsletter', exact: true }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('1 confirmed subscribers', { exact: false })).toBeVisible();
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
  expect(smtp.mails.some((m) => m.to[0] === READER && m.subject === SUBJECT)).toBe(false);

  await panel.getByRole('button', { name: 'Send to Subscribers' }).click();
  await expect(panel.getByText(`Send “${SUBJECT}” to 1 confirmed subscribers now?`)).toBeVisible();
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
  await page.request.post(`${site.url}/api/auth/login`, { data: { email: EMAIL, password: PASSWORD } });
  await page.goto(`${site.url}/admin`);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Overview', exact: true }).focus();
  // Radix tabs: arrow keys move between tabs, Enter/automatic activation shows the panel.
  for (let i = 0; i < 10; i++) {
    if (
      await page
        .getByRole('tab', { name: 'Newsletter', exact: true })
        .evaluate((el) => el === document.activeElement)
    )
      break;
    await page.keyboard.press('ArrowRight');
  }
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
