/**
 * Every admin route, enumerated from the route files themselves, refuses an anonymous
 * request: pages redirect to /admin/login?next=..., APIs answer 401 (CONTRACT.md §3, §4).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../scripts/build-site';
import { isAdminApi, isAdminPage } from '../../src/lib/auth/routes';
import { send } from '../support/admin-http';
import { routeFiles } from '../support/route-files';
import { startTestSite, type TestSite } from '../support/site';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The HTTP methods a route file answers (an .astro page answers GET). */
function methodsOf(file: string): string[] {
  if (file.endsWith('.astro')) return ['GET'];
  const source = readFileSync(file, 'utf8');
  return METHODS.filter((m) =>
    new RegExp(
      `export\\s+(const|async function|function)\\s+${m}\\b|export\\s*\\{[^}]*\\b${m}\\b[^}]*\\}`,
    ).test(source),
  );
}

const routes = routeFiles().flatMap(({ file, path }) =>
  methodsOf(join(PROJECT_ROOT, file)).map((method) => ({ file, path, method })),
);
const adminPages = routes.filter(
  (r) => r.method === 'GET' && r.file.endsWith('.astro') && isAdminPage(r.path),
);
const adminApis = routes.filter((r) => !r.file.endsWith('.astro') && isAdminApi(r.method, r.path));

describe('the admin guard', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(() => site?.stop());

  it('finds the admin routes in src/pages', () => {
    expect(adminPages.map((r) => r.path).sort()).toEqual(
      expect.arrayContaining(['/admin', '/admin/abf', '/admin/orders', '/blog/create']),
    );
    expect(adminApis.length).toBeGreaterThanOrEqual(18);
    expect(adminApis).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ method: 'PATCH', path: '/api/books/1' }),
        expect.objectContaining({ method: 'POST', path: '/api/books/sync' }),
        expect.objectContaining({ method: 'POST', path: '/api/books/sync/featured' }),
        expect.objectContaining({ method: 'PATCH', path: '/api/admin/abf/orders/1' }),
      ]),
    );
  });

  it('redirects every admin page to the sign-in page with next', async () => {
    for (const route of adminPages) {
      const answer = await send(site.url, route.path);
      expect([302, 303], `${route.path}`).toContain(answer.status);
      expect(answer.headers.location, route.path).toBe(`/admin/login?next=${encodeURIComponent(route.path)}`);
    }
  });

  it('answers 401 to every anonymous admin API call', async () => {
    for (const route of adminApis) {
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      const answer = await send(site.url, route.path, { method: route.method, body });
      expect(answer.status, `${route.method} ${route.path}`).toBe(401);
      expect(answer.json(), `${route.method} ${route.path}`).toHaveProperty('message');
    }
  });

  it('answers 401 with a session cookie that is not a real session', async () => {
    for (const route of adminApis.slice(0, 5)) {
      const answer = await send(site.url, route.path, {
        method: route.method,
        body: route.method === 'GET' ? undefined : {},
        cookie: 'admin_session=forged',
      });
      expect(answer.status).toBe(401);
    }
  });

  it('guards the cron route with CRON_SECRET (unset here, so nothing gets in)', async () => {
    expect((await send(site.url, '/api/cron/daily')).status).toBe(401);
    expect((await send(site.url, '/api/cron/daily', { headers: { authorization: 'Bearer ' } })).status).toBe(
      401,
    );
    expect(
      (await send(site.url, '/api/cron/daily', { headers: { authorization: 'Bearer undefined' } })).status,
    ).toBe(401);
  });

  it('keeps the sign-in page and the session check reachable', async () => {
    expect((await send(site.url, '/admin/login')).status).toBe(200);
    expect((await send(site.url, '/admin/login?next=/admin/orders')).text).toContain('Admin Sign In');
  });
});
