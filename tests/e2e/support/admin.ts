/** Signing in to the admin of a spec's own site (the shared e2e server has no admin). */
import { expect, type Page } from '@playwright/test';
import { ensureAdmin } from '../../../scripts/admin-create';
import type { TestSite } from '../../support/site';

/** The owner's account the specs create on their own sites. */
export const ADMIN = { email: 'kendra@example.com', password: 'write-bold-live-loud' };

/** Creates (or resets) the admin in the site's database. */
export async function createAdmin(site: TestSite, admin = ADMIN): Promise<void> {
  await ensureAdmin(site.data.db, admin.email, admin.password);
}

/** Signs the page's browser context in through the API: its session cookie rides on every later request. */
export async function signInThroughApi(page: Page, siteUrl: string, admin = ADMIN): Promise<void> {
  const answer = await page.request.post(`${siteUrl}/api/auth/login`, { data: admin });
  expect(answer.status()).toBe(200);
}

/** Signs in, opens /admin and waits until every island on it has hydrated. */
export async function openAdmin(page: Page, siteUrl: string, admin = ADMIN): Promise<void> {
  await signInThroughApi(page, siteUrl, admin);
  await page.goto(`${siteUrl}/admin`);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}
