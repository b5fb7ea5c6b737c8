/**
 * The admin's publish panel in Chromium, as the owner sees it on Vercel (a deploy hook
 * set): 'Live' while the served build holds every change, 'Publish failed' with the
 * hook's reason when the hook refuses, 'Publish again' by keyboard, then 'Publishing'
 * (accepted, but not live until a build with the new generation is) — never 'Live'
 * from the hook's answer alone. Its own site and fake deploy hook.
 */
import { expect, test, type Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestSite, type TestSite } from '../support/site';
import { createAdmin, openAdmin } from './support/admin';
import { seriousViolations } from './support/axe';

const PANEL_ADMIN = { email: 'panel@example.com', password: 'publish-it-truthfully' };

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
  await createAdmin(site, PANEL_ADMIN);
});
test.afterAll(async () => {
  await site?.stop();
  hook?.close();
});

const panel = (page: Page) => page.getByRole('status').filter({ hasText: /Live:|Publishing|Publish failed/ });

test('shows live, then the failed hook with its reason, then publishing after Publish again', async ({
  page,
}) => {
  await openAdmin(page, site.url, PANEL_ADMIN);
  await expect(panel(page)).toContainText('Live: the public site shows every change');

  hookAnswers = [500, 201];
  await page.getByRole('tab', { name: 'Blog Posts' }).click();
  await page.getByRole('button', { name: 'New Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Post' });
  await dialog.getByLabel('Title').fill('Published Truthfully');
  await dialog.getByLabel('Excerpt').fill('A post the panel follows.');
  await dialog.getByLabel('Content', { exact: true }).fill('Body.');
  await dialog.getByLabel('Published', { exact: true }).check();
  await dialog.getByRole('button', { name: 'Create Post' }).click();
  await expect(dialog).toBeHidden();

  await expect(panel(page)).toContainText('Publish failed: The deploy hook failed: it answered 500');
  expect(hookCalls).toEqual([500]);
  const again = page.getByRole('button', { name: 'Publish again' });
  await expect(again).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
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
