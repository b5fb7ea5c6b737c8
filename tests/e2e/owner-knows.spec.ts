/**
 * The owner always knows (CONTRACT.md §17), in Chromium: without a mail transport every
 * admin page says mail is not being sent and the outbox shows it held, and with one the
 * notice is gone; leaving an editor with unsaved changes (another tab, closing its dialog,
 * leaving the page) asks first; unsaved work is kept on the server every 30 seconds and
 * offered back; a new post starts as a draft; the newsletter preview is the mail itself,
 * styled, with no CSP violation; an issue is scheduled; a new order reaches the overview
 * and both inboxes, in a mail that reads well at 360 px; an order paid by bank transfer is
 * marked paid and refunded by hand, with one receipt and one refund mail. By keyboard where
 * it matters.
 */
import { expect, test, type Page } from '@playwright/test';
import { ensureAdmin } from '../../scripts/admin-create';
import { mailHtml } from '../support/mail-text';
import { startTestSite, type TestSite } from '../support/site';
import { startSmtpReceiver, type SmtpReceiver } from '../support/smtp-receiver';
import { seriousViolations } from './support/axe';

const EMAIL = 'kendra@example.com';
const PASSWORD = 'write-bold-live-loud';

/** A site with no mail transport, and one whose mail goes to a loopback SMTP receiver. */
let held: TestSite;
let sending: TestSite;
let smtp: SmtpReceiver;

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ viewport: { width: 1280, height: 900 } });

test.beforeAll(async () => {
  smtp = await startSmtpReceiver();
  [held, sending] = await Promise.all([
    startTestSite({ RATE_LIMIT_MULTIPLIER: '100' }),
    startTestSite({ SMTP_URL: smtp.url, RATE_LIMIT_MULTIPLIER: '100' }),
  ]);
  await ensureAdmin(held.data.db, EMAIL, PASSWORD);
  await ensureAdmin(sending.data.db, EMAIL, PASSWORD);
});
test.afterAll(async () => {
  await held?.stop();
  await sending?.stop();
  await smtp?.stop();
});

async function signIn(page: Page, site: TestSite) {
  const answer = await page.request.post(`${site.url}/api/auth/login`, {
    data: { email: EMAIL, password: PASSWORD },
  });
  expect(answer.status()).toBe(200);
}

/** Opens an admin page and waits until its islands are interactive. */
async function open(page: Page, site: TestSite, path: string) {
  await page.goto(`${site.url}${path}`);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const order = (email: string) => ({
  productId: 1,
  customerName: 'Ada Reader',
  customerEmail: email,
  customerAddress: '12 Long Street, Springfield',
  size: 'S/M',
  quantity: 1,
});

test('without a mail transport every admin page says mail is not sent, and the outbox shows it held', async ({
  page,
}) => {
  await page.request.post(`${held.url}/api/abf/orders`, { data: order('ada@example.com') });
  await signIn(page, held);
  for (const path of ['/admin', '/admin/orders', '/admin/abf', '/blog/create']) {
    await open(page, held, path);
    const notice = page.getByRole('complementary', { name: /Mail is not being sent: \d+ waiting/ });
    await expect(notice, path).toBeVisible();
    await expect(notice).toContainText('SMTP_URL');
  }
  await open(page, held, '/admin');
  await expect(page.getByRole('complementary', { name: 'Mail is not being sent: 2 waiting' })).toBeVisible();
  expect(await seriousViolations(page, { exclude: 'iframe' })).toEqual([]);
  await page.getByRole('tab', { name: 'Outbox' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('Held: mail is not being sent').first()).toBeVisible();
  await expect(panel.getByText('Waiting', { exact: true })).toHaveCount(0);
  // The notice fits a phone.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('complementary', { name: /Mail is not being sent/ })).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});

test('with a mail transport the notice is gone, and a new order reaches both inboxes and the overview', async ({
  page,
}) => {
  const placed = await page.request.post(`${sending.url}/api/abf/orders`, { data: order('bo@example.com') });
  expect(placed.status()).toBe(201);
  const { id } = (await placed.json()) as { id: number };
  await signIn(page, sending);
  await open(page, sending, '/admin');
  await expect(page.getByText('Mail is not being sent')).toHaveCount(0);
  const recent = page.getByRole('region', { name: 'Recent Orders' });
  await expect(recent.getByRole('link', { name: `Order #${id}: Classic Dad Hat x 1` })).toBeVisible();
  await expect(recent.getByText('Pending')).toBeVisible();
  await expect(recent.getByText('$25.99')).toBeVisible();

  await expect.poll(() => smtp.mails.filter((m) => m.subject.includes(`#${id}`)).length).toBe(2);
  const owner = smtp.mails.find((m) => m.to[0] === EMAIL && m.subject.startsWith(`New order #${id}`))!;
  const buyer = smtp.mails.find((m) => m.to[0] === 'bo@example.com')!;
  // Each mail as a phone shows it: the one column narrows, nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('about:blank');
  for (const mail of [owner, buyer]) {
    await page.setContent(mailHtml(mail));
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    const heading = page.getByRole('heading', { level: 1 }).first();
    await expect(heading).toHaveCSS('color', 'rgb(74, 29, 92)');
    await expect(heading).toHaveCSS('font-family', /Source Serif 4.*Georgia/);
    await expect(page.getByText('Kendra Lane · Write Bold. Live Loud. Be Fabulous.')).toBeVisible();
  }
});

test('a new post starts as a draft; leaving its dialog or the page with unsaved changes asks first', async ({
  page,
}) => {
  await signIn(page, held);
  await open(page, held, '/admin');
  await page.getByRole('tab', { name: 'Blog Posts' }).click();
  await page.getByRole('button', { name: 'New Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Post' });
  await expect(dialog.getByLabel('Draft (only you can see it)')).toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Save Draft' })).toBeVisible();

  // Untouched, it closes without a question.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'New Post' }).click();
  await dialog.getByLabel('Title').fill('Half a thought');

  // Escape would drop it: she is asked, and Stay (focused, so Enter) keeps it.
  await page.keyboard.press('Escape');
  const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(ask).toContainText('the new post');
  await expect(ask.getByRole('button', { name: 'Stay' })).toBeFocused();
  expect(await seriousViolations(page, { exclude: 'iframe' })).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(ask).toBeHidden();
  await expect(dialog.getByLabel('Title')).toHaveValue('Half a thought');

  // Cancel asks too.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog.getByLabel('Title')).toHaveValue('Half a thought');

  // Leaving the page: the browser's own question; staying keeps everything.
  const questions: string[] = [];
  page.once('dialog', (question) => {
    questions.push(question.type());
    void question.dismiss();
  });
  await page.evaluate(() => window.location.assign('/admin/orders'));
  await expect.poll(() => questions).toEqual(['beforeunload']);
  await expect(page).toHaveURL(`${held.url}/admin`);
  await expect(dialog.getByLabel('Title')).toHaveValue('Half a thought');

  // Leave without saving does leave.
  await page.keyboard.press('Escape');
  await ask.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(dialog).toBeHidden();
});

test('another tab with an unsaved issue asks first, by keyboard; the preview is the mail, with no CSP violation; it is scheduled', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|CSP violation|Refused to/i.test(message.text()))
      problems.push(message.text());
  });
  await signIn(page, held);
  await open(page, held, '/admin');
  await page.evaluate(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
    ),
  );
  await page.getByRole('tab', { name: 'Newsletter', exact: true }).click();
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('button', { name: 'New Issue' }).click();
  await panel.getByLabel('Subject').fill('March news');
  await panel.getByLabel('Content (Markdown)').fill('# Spring reading\n\nThree books for [March](/blog).');

  const preview = panel.frameLocator('iframe[title="Mail preview"]');
  const heading = preview.getByRole('heading', { name: 'Spring reading' });
  await expect(heading).toBeVisible();
  await expect(heading).toHaveCSS('color', 'rgb(74, 29, 92)');
  await expect(preview.getByRole('link', { name: 'March' })).toHaveCSS('color', 'rgb(176, 21, 79)');
  await expect(preview.getByText('Kendra Lane · Write Bold. Live Loud. Be Fabulous.')).toBeVisible();

  // Arrow keys move between the dashboard's tabs: with the issue unsaved, she is asked first.
  await page.getByRole('tab', { name: 'Newsletter', exact: true }).focus();
  await page.keyboard.press('ArrowLeft');
  const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(ask).toContainText('the new issue');
  await page.keyboard.press('Enter');
  await expect(ask).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Newsletter', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(panel.getByLabel('Subject')).toHaveValue('March news');

  // Scheduled for tomorrow at this time, in her time zone.
  const at = new Date(Date.now() + 86_400_000);
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await panel.getByLabel('Send at (your time)').fill(local);
  await panel.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(panel.getByTestId('issue-schedule')).toContainText('it goes out by itself');
  const [row] = (
    await held.data.db.$client.execute(
      "select status, scheduled_at from newsletter_issues where subject = 'March news'",
    )
  ).rows;
  expect(row).toMatchObject({ status: 'scheduled' });
  expect(Math.abs(Number(row!.scheduled_at) - at.getTime())).toBeLessThan(60_000);

  // Saved: leaving asks nothing now.
  await panel.getByRole('button', { name: 'Back to Issues' }).click();
  await expect(panel.getByText('Scheduled', { exact: true })).toBeVisible();
  expect(await seriousViolations(page, { exclude: 'iframe' })).toEqual([]);
  expect(problems).toEqual([]);
});

test('unsaved work is kept on the server every 30 seconds, says Saved, and is offered back', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page, held);
  await open(page, held, '/admin');
  await page.getByRole('tab', { name: 'Blog Posts' }).click();
  await page.getByRole('button', { name: 'New Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Post' });
  await dialog.getByLabel('Title').fill('Kept while I wrote');
  await dialog.getByLabel('Content', { exact: true }).fill('Every word of it.');
  await page.clock.runFor(31_000);
  await expect(dialog.getByTestId('autosave-status')).toContainText('Saved at');
  const [kept] = (
    await held.data.db.$client.execute("select label from admin_autosaves where key = 'post:new'")
  ).rows;
  expect(kept).toMatchObject({ label: 'Post “Kept while I wrote”' });
  // Nothing went live: the post itself is not stored yet.
  expect(
    (
      await held.data.db.$client.execute(
        "select count(*) as n from blog_posts where title = 'Kept while I wrote'",
      )
    ).rows[0],
  ).toMatchObject({ n: 0 });

  // The tab closes (here: a reload, accepted) and she comes back.
  page.once('dialog', (question) => void question.accept());
  await page.reload();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Blog Posts' }).click();
  const note = page.getByRole('region', { name: 'Unsaved work kept for you' });
  await expect(note).toContainText('Post “Kept while I wrote” (not created yet)');
  await note.getByRole('button', { name: /Continue/ }).click();
  await dialog.getByRole('button', { name: 'Restore them' }).click();
  await expect(dialog.getByLabel('Title')).toHaveValue('Kept while I wrote');
  await expect(dialog.getByLabel('Content', { exact: true })).toHaveValue('Every word of it.');
  await dialog.getByLabel('Excerpt').fill('A draft that survived a closed tab.');
  await dialog.getByRole('button', { name: 'Save Draft' }).click();
  await expect(dialog).toBeHidden();
  // Saved for real: what was kept is forgotten.
  await expect
    .poll(
      async () => (await held.data.db.$client.execute('select count(*) as n from admin_autosaves')).rows[0],
    )
    .toMatchObject({ n: 0 });
});

test('an order paid by bank transfer is marked paid, then its refund recorded by hand: one receipt, one refund mail', async ({
  page,
}) => {
  const buyer = 'cleo@example.com';
  const placed = await page.request.post(`${sending.url}/api/abf/orders`, { data: order(buyer) });
  const { id } = (await placed.json()) as { id: number };
  await signIn(page, sending);
  await open(page, sending, `/admin/orders?q=${encodeURIComponent(`#${id}`)}`);
  const card = page.getByRole('article', { name: `Order #${id}: Classic Dad Hat` });
  await card.getByLabel(`Status for order #${id}`).selectOption('paid');
  await expect(
    page.getByText(/Recorded as paid outside PayPal; the buyer is being emailed a receipt/).first(),
  ).toBeVisible();
  await expect(card.getByTestId('status-badge')).toHaveText('Paid');
  await expect(card).toContainText('paid by hand');

  const record = card.getByRole('button', { name: `Record the refund of order #${id}` });
  await record.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: `Record the refund of order #${id}?` });
  await expect(confirm).toContainText('paid outside PayPal, so send the $25.99 back to Ada Reader yourself');
  expect(await seriousViolations(page, { exclude: 'iframe' })).toEqual([]);
  await confirm.getByRole('button', { name: 'Record refund of $25.99' }).click();
  await expect(card.getByTestId('status-badge')).toHaveText('Cancelled');
  await expect(card).toContainText('by hand');
  await expect(record).toHaveCount(0);

  await expect
    .poll(() =>
      smtp.mails
        .filter((m) => m.to[0] === buyer)
        .map((m) => m.subject)
        .sort(),
    )
    .toEqual([
      `We received your Always Be Fabulous order #${id}`,
      `Your Always Be Fabulous order #${id} is confirmed`,
      `Your Always Be Fabulous order #${id} was refunded`,
    ]);
});
