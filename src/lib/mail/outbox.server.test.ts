/**
 * kickOutbox: a write's drain is handed to Vercel's waitUntil (@vercel/functions) when
 * the platform's request context is there, and simply runs on when it is not. And where
 * the owner's mail goes when OWNER_EMAIL is not set: the first admin's address.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

const run = vi.fn<() => Promise<{ sent: number; failed: number }>>();
vi.mock('astro:env/server', () => ({
  MAIL_FROM: undefined,
  MAIL_RATE_PER_MINUTE: 60,
  OWNER_EMAIL: undefined,
  PAYPAL_CLIENT_ID: undefined,
  PAYPAL_CLIENT_SECRET: undefined,
  SESSION_SECRET: 'unit-test-secret-0123456789abcdef',
  SITE_URL: 'http://localhost:4321',
  SMTP_URL: 'smtp://127.0.0.1:1',
}));
vi.mock('~/lib/db', () => ({ getDb: () => ({}) }));
vi.mock('./outbox-sender', () => ({
  createOutboxRunner: () => ({ run }),
  preparers: () => async () => null,
}));
const firstAdminEmail = vi.fn<() => Promise<string | undefined>>();
vi.mock('~/lib/auth/users.queries', () => ({ firstAdminEmail }));
const { kickOutbox, ownerAddress } = await import('./outbox.server');

/** Where @vercel/functions looks for the request context Vercel's runtime provides. */
const CONTEXT = Symbol.for('@vercel/request-context');
const globals = globalThis as unknown as Record<symbol, unknown>;

afterEach(() => {
  delete globals[CONTEXT];
  run.mockReset();
});

describe('kickOutbox', () => {
  it('hands the drain to waitUntil on Vercel, so the function lives until the mail is sent', async () => {
    let finish!: () => void;
    run.mockReturnValue(new Promise((done) => (finish = () => done({ sent: 1, failed: 0 }))));
    const waitUntil = vi.fn();
    globals[CONTEXT] = { get: () => ({ waitUntil }) };

    kickOutbox();

    expect(run).toHaveBeenCalledOnce();
    expect(waitUntil).toHaveBeenCalledOnce();
    const task = waitUntil.mock.calls[0]![0] as Promise<unknown>;
    let settled = false;
    void task.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false); // the platform waits for the drain itself, not less
    finish();
    await task;
    expect(settled).toBe(true);
  });

  it('off Vercel starts the drain and returns at once (the server keeps running it)', () => {
    run.mockReturnValue(new Promise(() => {}));
    expect(() => kickOutbox()).not.toThrow();
    expect(run).toHaveBeenCalledOnce();
  });

  it('a failed drain is logged, never an unhandled rejection handed to the platform', async () => {
    run.mockRejectedValue(new Error('smtp down'));
    const waitUntil = vi.fn();
    globals[CONTEXT] = { get: () => ({ waitUntil }) };
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});

    kickOutbox();
    await expect(waitUntil.mock.calls[0]![0]).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith('Mail outbox: sending failed:', expect.any(Error));
    log.mockRestore();
  });
});

describe('ownerAddress', () => {
  it('is the first admin’s address without OWNER_EMAIL, read once a minute at most', async () => {
    firstAdminEmail.mockResolvedValue('kendra@example.com');
    const now = Date.now();
    expect(await ownerAddress(undefined, now)).toBe('kendra@example.com');
    firstAdminEmail.mockResolvedValue('someone@example.com');
    expect(await ownerAddress(undefined, now + 30_000)).toBe('kendra@example.com');
    expect(firstAdminEmail).toHaveBeenCalledOnce();
    expect(await ownerAddress(undefined, now + 61_000)).toBe('someone@example.com');
  });

  it('is the site’s own From address when there is no admin yet', async () => {
    firstAdminEmail.mockResolvedValue(undefined);
    expect(await ownerAddress(undefined, Date.now() + 10 * 60_000)).toBe('hello@localhost');
  });
});
