/**
 * A reader's shelf on a second device (CONTRACT.md §12) in Chromium: the mailed link
 * opens a page that changes nothing until the reader presses its button, whose form is
 * posted from a no-referrer page (Origin: null) and must pass the cross-site check.
 */
import { expect, test } from '@playwright/test';
import { eq } from 'drizzle-orm';
import * as s from '../../db/schema';
import { startTestSite, type TestSite } from '../support/site';

let site: TestSite;

test.describe.configure({ mode: 'serial', timeout: 60_000 });
test.beforeAll(async () => {
  site = await startTestSite();
});
test.afterAll(async () => site?.stop());

test('the mailed link joins a second browser to the shelf once its button is pressed', async ({
  browser,
}) => {
  const laptop = await browser.newContext();
  const first = await laptop.newPage();
  await first.goto(`${site.url}/reading-tracker`);
  const added = await first.request.post(`${site.url}/api/reading-progress`, {
    data: { title: 'A Book From My Laptop', author: 'Someone Else' },
  });
  expect(added.status()).toBe(201);
  const asked = await first.request.post(`${site.url}/api/reading-progress/link`, {
    data: { email: 'reader@example.com' },
  });
  expect(asked.ok()).toBe(true);
  const [mail] = await site.data.db.select().from(s.mailOutbox).where(eq(s.mailOutbox.kind, 'reading-link'));
  const link = new URL(/http\S+token=[\w.-]+/.exec(mail!.text)![0]);

  const phone = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await phone.newPage();
  await page.goto(`${site.url}${link.pathname}${link.search}`);
  // Opening the link (as a mail scanner would) joins nothing yet: the button is still asked for.
  await page.goto(`${site.url}${link.pathname}${link.search}`);
  const [unused] = await site.data.db.select().from(s.readingLinks);
  expect(unused!.usedAt).toBeNull();
  await page.getByRole('button', { name: 'Use My Shelf on This Device' }).press('Enter');
  await expect(page.getByRole('heading', { name: 'This Device Shows Your Shelf' })).toBeVisible();
  const [used] = await site.data.db.select().from(s.readingLinks);
  expect(used!.usedAt).not.toBeNull();
  await page.getByRole('link', { name: 'Go to the Reading Tracker' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Currently Reading' })
      .getByRole('heading', { name: 'A Book From My Laptop' }),
  ).toBeVisible();
  await laptop.close();
  await phone.close();
});
