/**
 * The admin's publish panel in Chromium, as the owner sees it on Vercel (a deploy hook
 * set): 'Live' while the served build holds every change, 'Publish failed' with the
 * hook's reason when the hook refuses, 'Publish again' by keyboard, then 'Publishing'
 * (accepted, but not live until a build with the new generation is) — never 'Live'
 * from the hook's answer alone. Its own site and fake deploy hook.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ensureAdmin } from '../../scripts/admin-create';
import { startTestSite, type TestSite } from '../support/site';

const EMAIL = 'panel@example.com';
const PASSWORD = 'publish-it-truthfully';

let site: TestSite;
let hook: Server;
let hookAnswers: number[] = [];
const hookCalls: number[] = [];

test.describe.configure({ mode: 'serial', timeout: 60_000 });

test.beforeAll(async () => {
  hook = createServer((req, res) => {
    const status = hookAnswers.shift() ?? 201;
    hookCalls.push(status);
    res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((done) => hook.listen(0, '127.0.0.1', done));
  site = await startTestSite({
    DEPLOY_HOOK_URL: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`,
  });
  await ensureAdmin(site.data.db, EMAIL, PASSWORD);
});
test.afterAll(async () => {
  await site?.stop();
  hook?.close();
});

async function openAdmin(page: Page) {
  const answer = await page.request.post(`${site.url}/api/auth/login`, {
    data: { email: EMAIL, password: PASSWORD },
  });
  expect(answer.status()).toBe(200);
  await page.goto(`${site.url}/admin`);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

const panel = (page: Page) => page.getByRole('status').filter({ hasText: /Live:|Publishing|Publish failed/ });

test('shows live, then the failed hook with its reason, then publishing after Publish again', async ({
  page,
}) => {
  await openAdmin(page);
  await expect(panel(page)).toContainText('Live: the public site shows every change');

  hookAnswers = [500, 201];
  await page.getByRole('tab', { name: 'Blog Posts' }).click();
  await page.getByRole('button', { name: 'New Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Post' });
  await dialog.getByLabel('Title').fill('Published Truthfully');
  await dialog.getByLabel('Excerpt').fill('A post the panel follows.');
  await dialog.getByLabel('Content').fill('Body.');
  await dialog.getByLabel('Published', { exact: true }).check();
  await dialog.getByRole('button', { name: 'Create Post' }).click();
  await expect(dialog).toBeHidden();

  await expect(panel(page)).toContainText('Publish failed: The deploy hook failed: it answered 500');
  expect(hookCalls).toEqual([500]);
  const again = page.getByRole('button', { name: 'Publish again' });
  await expect(again).toBeVisible();
  const violations = (await new AxeBuilder({ page }).analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(violations.map((v) => v.id)).toEqual([]);
  // It fits a 360 px screen.
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 740 });
  const box = await again.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize(desktop);

  // By keyboard: focus the button and press Enter.
  await again.focus();
  await expect(again).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel(page)).toContainText('Publishing your changes to the public site');
  expect(hookCalls).toEqual([500, 201]);
  await expect(again).toBeHidden();
  // The hook accepted, but the served build still lacks the change: it stays 'Publishing'.
  await page.reload();
  await expect(panel(page)).toContainText('Publishing');
});
