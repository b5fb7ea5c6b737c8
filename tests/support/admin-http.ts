/**
 * Small HTTP helpers for the admin tests: requests from a chosen loopback address
 * (so per-address limits can be tested), and signing in as an admin.
 */
import { request as httpRequest } from 'node:http';
import type { Database } from '../../db/client';
import { ensureAdmin } from '../../scripts/admin-create';

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json<T = any>(): T;
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
  /** Local address to send from, e.g. 127.0.0.2 (the whole 127/8 is loopback). */
  from?: string;
}

/** One request to `base + path`; never follows redirects. */
export function send(base: string, path: string, options: RequestOptions = {}): Promise<HttpAnswer> {
  const url = new URL(path, base);
  const body =
    options.body === undefined
      ? undefined
      : typeof options.body === 'string'
        ? options.body
        : JSON.stringify(options.body);
  const headers: Record<string, string> = { ...options.headers };
  if (body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type'))
    headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  // Browsers send Origin with every non-GET request; Astro's checkOrigin expects it.
  const method = options.method ?? 'GET';
  if (
    method !== 'GET' &&
    method !== 'HEAD' &&
    !Object.keys(headers).some((h) => h.toLowerCase() === 'origin')
  )
    headers.origin = url.origin;
  return new Promise((done, fail) => {
    const req = httpRequest(url, { method, headers, localAddress: options.from }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) }),
      );
    });
    req.on('error', fail);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** POSTs `body` as a form without JavaScript posts it (application/x-www-form-urlencoded). */
export function postForm(base: string, path: string, body: string, options: RequestOptions = {}) {
  const headers = { 'content-type': 'application/x-www-form-urlencoded', ...options.headers };
  return send(base, path, { ...options, method: 'POST', body, headers });
}

/** One sign-in attempt (`POST /api/auth/login`) with `email` and `password`, as the sign-in form's script sends it. */
export function login(base: string, email: string, password: string, options: RequestOptions = {}) {
  return send(base, '/api/auth/login', { ...options, method: 'POST', body: { email, password } });
}

/** Signs in and returns the `admin_session=...` cookie pair. */
export async function signIn(base: string, email: string, password: string, from?: string): Promise<string> {
  const answer = await login(base, email, password, { from });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${answer.text}`);
  const setCookie = ([] as string[]).concat(answer.headers['set-cookie'] ?? []);
  const pair = setCookie.map((c) => c.split(';')[0]!).find((c) => c.startsWith('admin_session='));
  if (!pair) throw new Error('no session cookie');
  return pair;
}

/** The admin most tests sign in as when the address does not matter. */
export const TEST_ADMIN = { email: 'owner@example.com', password: 'a long enough password' };

/** Creates (or resets) an admin in the site's database, signs in and returns the session cookie pair. */
export async function adminSession(
  site: { url: string; data: { db: Database } },
  email = TEST_ADMIN.email,
  password = TEST_ADMIN.password,
): Promise<string> {
  await ensureAdmin(site.data.db, email, password);
  return signIn(site.url, email, password);
}
