/**
 * Stock that never oversells (CONTRACT.md §13): taken when an order is created, given
 * back on cancel and after 24 hours unpaid, 409 'Only N left', live in the products API.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelUnpaidOrders, UNPAID_LIMIT_MS } from '../../src/features/shop/orders.queries';
import { stockLeft } from '../../src/features/shop/stock.queries';
import { abfOrders } from '../../db/schema';
import { adminSession, send } from '../support/admin-http';
import { hatOrder } from '../support/hat-order';
import { startTestSite, type TestSite } from '../support/site';

const CRON_SECRET = 'cron-secret-for-stock-tests';
let site: TestSite;
let cookie: string;

beforeAll(async () => {
  site = await startTestSite({ RATE_LIMIT_MULTIPLIER: '1000', CRON_SECRET });
  cookie = await adminSession(site);
});
afterAll(() => site?.stop());

const admin = (path: string, method = 'GET', body?: unknown) =>
  send(site.url, path, { method, body, cookie });
/** Sets the Classic Dad Hat's (product 1) stock through the admin API. */
async function stockHat(levels: Record<string, number> | null) {
  const answer = await admin('/api/admin/abf/products/1', 'PATCH', { stock: levels });
  expect(answer.status).toBe(200);
}
const order = (size = 'S/M', quantity = 1, email = `buyer${Math.random()}@example.com`) =>
  send(site.url, '/api/abf/orders', {
    method: 'POST',
    body: hatOrder({ customerEmail: email, size, quantity }),
  });
const publicStock = async () => {
  const products = (await send(site.url, '/api/abf/products')).json<{ id: number; stock: unknown }[]>();
  return products.find((p) => p.id === 1)?.stock;
};

describe('stock taken at order creation', () => {
  it('fifty parallel orders for the last item sell it exactly once', async () => {
    await stockHat({ 'S/M': 1, 'L/XL': 0 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => order('S/M', 1)));
    const created = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 409);
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(49);
    expect(refused[0]!.json()).toEqual({
      message: 'Only 0 left: sold out',
      errors: { quantity: ['Only 0 left: sold out'] },
    });
    const id = created[0]!.json().id;
    const rows = await site.data.db.select().from(abfOrders).where(eq(abfOrders.productId, 1));
    expect(rows.filter((r) => r.stockHeld > 0).map((r) => r.id)).toEqual([id]);
    expect(await stockLeft(site.data.db, 1, 'S/M')).toBe(0);
    expect(await publicStock()).toEqual({ 'S/M': 0, 'L/XL': 0 });
  });

  it("answers 409 'Only N left' for more than is left, and takes nothing", async () => {
    await stockHat({ 'S/M': 3, 'L/XL': 9 });
    const answer = await order('S/M', 5);
    expect(answer.status).toBe(409);
    expect(answer.json().message).toBe('Only 3 left');
    expect(await stockLeft(site.data.db, 1, 'S/M')).toBe(3);
    expect((await order('S/M', 3)).status).toBe(201);
    expect(await stockLeft(site.data.db, 1, 'S/M')).toBe(0);
  });

  it('shows real counts of 5 or fewer in the public API and hides larger ones', async () => {
    await stockHat({ 'S/M': 4, 'L/XL': 250 });
    expect(await publicStock()).toEqual({ 'S/M': 4, 'L/XL': 6 });
    await stockHat(null);
    expect(await publicStock()).toBeNull();
    // Untracked: never refused, nothing held.
    const answer = await order('S/M', 100);
    expect(answer.status).toBe(201);
  });
});

describe('stock given back', () => {
  it('when the buyer cancels at checkout', async () => {
    await stockHat({ 'S/M': 2, 'L/XL': 0 });
    const placed = (await order('S/M', 2)).json();
    expect(await stockLeft(site.data.db, 1, 'S/M')).toBe(0);
    const cancel = await send(site.url, `/api/abf/orders/${placed.id}/cancel`, {
      method: 'POST',
      body: { cancelToken: placed.cancelToken },
    });
    expect(cancel.status).toBe(200);
    expect(await stockLeft(site.data.db, 1, 'S/M')).toBe(2);
    // A repeated cancel gives nothing more back.
    await send(site.url, `/api/abf/orders/${placed.id}/cancel`, {
      method: 'POST',
      body: { cancelToken: placed.cancelToken },
    });
    expect(await stockLeft(site.data.db, 1, 'S/M')).toBe(2);
  });

  it('when the owner sets the order cancelled, and takes it again if she takes that back', async () => {
    await stockHat({ 'S/M': 1, 'L/XL': 0 });
    const placed = (await order('S/M', 1)).json();
    expect((await admin(`/api/admin/abf/orders/${placed.id}`, 'PATCH', { status: 'cancelled' })).status).toBe(
      200,
    );
    expect(await stockLeft(site.data.db, 1, 'S/M')).toBe(1);
    expect((await order('S/M', 1)).status).toBe(201); // someone else buys it
    const back = await admin(`/api/admin/abf/orders/${placed.id}`, 'PATCH', { status: 'paid' });
    expect(back.status).toBe(409);
    expect(back.json().message).toMatch(/^Only 0 left: sold out, so order #\d+ cannot leave 'cancelled'$/);
    await stockHat({ 'S/M': 1, 'L/XL': 0 });
    expect((await admin(`/api/admin/abf/orders/${placed.id}`, 'PATCH', { status: 'paid' })).status).toBe(200);
    expect(await stockLeft(site.data.db, 1, 'S/M')).toBe(0);
  });

  it('after 24 hours unpaid, by the sweep with the time injected', async () => {
    await stockHat({ 'S/M': 1, 'L/XL': 0 });
    const placed = (await order('S/M', 1)).json();
    expect(await cancelUnpaidOrders(site.data.db, new Date())).toEqual([]);
    expect(await stockLeft(site.data.db, 1, 'S/M')).toBe(0);
    // Every order still pending now is 24 hours old then; each gives back what it holds.
    const pending = await site.data.db.select().from(abfOrders).where(eq(abfOrders.status, 'pending'));
    const held = pending.filter((o) => o.size === 'S/M').reduce((sum, o) => sum + o.stockHeld, 0);
    const tomorrow = new Date(Date.now() + UNPAID_LIMIT_MS + 60_000);
    const cancelled = await cancelUnpaidOrders(site.data.db, tomorrow);
    expect(cancelled).toContain(placed.id);
    expect(cancelled.sort()).toEqual(pending.map((o) => o.id).sort());
    expect(await stockLeft(site.data.db, 1, 'S/M')).toBe(held);
    expect(held).toBeGreaterThanOrEqual(1);
    const [row] = await site.data.db.select().from(abfOrders).where(eq(abfOrders.id, placed.id));
    expect(row).toMatchObject({ status: 'cancelled', stockHeld: 0 });
  });

  it('from the Vercel cron route, only with the cron secret', async () => {
    await stockHat({ 'S/M': 1, 'L/XL': 0 });
    const placed = (await order('S/M', 1)).json();
    const dayAgo = new Date(Date.now() - UNPAID_LIMIT_MS - 3_600_000 * 4);
    await site.data.db
      .update(abfOrders)
      .set({ createdAt: dayAgo, updatedAt: dayAgo })
      .where(eq(abfOrders.id, placed.id));
    expect((await send(site.url, '/api/cron/unpaid-orders')).status).toBe(401);
    const wrong = await send(site.url, '/api/cron/unpaid-orders', {
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.status).toBe(401);
    expect(await stockLeft(site.data.db, 1, 'S/M')).toBe(0);
    const run = await send(site.url, '/api/cron/unpaid-orders', {
      headers: { authorization: `Bearer ${CRON_SECRET}` },
    });
    expect(run.status).toBe(200);
    expect(run.json().cancelled).toContain(placed.id);
    expect(await stockLeft(site.data.db, 1, 'S/M')).toBe(1);
  });

  it('in what the pages show, before any sweep, when the only item is held by an order unpaid for 24 hours', async () => {
    await stockHat({ 'S/M': 1, 'L/XL': 0 });
    const stale = (await order('S/M', 1)).json();
    const stockView = async () =>
      (await send(site.url, '/api/abf/products/1/stock')).json<{ soldOut: boolean }>();
    expect(await stockView()).toMatchObject({ soldOut: true });
    const dayAgo = new Date(Date.now() - UNPAID_LIMIT_MS - 3_600_000 * 4);
    await site.data.db
      .update(abfOrders)
      .set({ createdAt: dayAgo, updatedAt: dayAgo })
      .where(eq(abfOrders.id, stale.id));
    expect(await stockView()).toMatchObject({ soldOut: false });
    expect(await publicStock()).toMatchObject({ 'S/M': 1 });
    const [row] = await site.data.db.select().from(abfOrders).where(eq(abfOrders.id, stale.id));
    expect(row?.status).toBe('cancelled');
  });

  it('to the next buyer at once when the only item is held by an order unpaid for 24 hours', async () => {
    await stockHat({ 'S/M': 1, 'L/XL': 0 });
    const stale = (await order('S/M', 1)).json();
    const dayAgo = new Date(Date.now() - UNPAID_LIMIT_MS - 3_600_000 * 4);
    await site.data.db
      .update(abfOrders)
      .set({ createdAt: dayAgo, updatedAt: dayAgo })
      .where(eq(abfOrders.id, stale.id));
    expect((await order('S/M', 1)).status).toBe(201);
    const [row] = await site.data.db.select().from(abfOrders).where(eq(abfOrders.id, stale.id));
    expect(row?.status).toBe('cancelled');
  });
});
