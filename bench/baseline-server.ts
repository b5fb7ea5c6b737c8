/**
 * The yardstick for the load test: a bare node:http server with no framework that
 * does the least work each benchmarked route needs, on its own database copy.
 * `tsx bench/baseline-server.ts <page.html>` (DATABASE_URL, HOST, PORT) prints
 * 'Baseline running at <url>'.
 *   GET  /page                      the given file's bytes as text/html
 *   GET  /api/books, /api/books/:id the same libSQL reads as the site, as JSON
 *   POST /api/newsletter/subscribe  one subscription row
 *   POST /api/abf/orders            one order row priced from the product
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { databaseOptionsFromEnv } from '../db/env';
import { getBook, listBooks } from '../src/features/books/books.queries';
import { abfOrders, abfProducts, newsletterSubscriptions } from '../db/schema';
import { runScript } from '../db/script';

const send = (res: ServerResponse, status: number, body: unknown) => {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
};

const readJson = async (req: IncomingMessage): Promise<Record<string, unknown>> => {
  let text = '';
  for await (const chunk of req) text += chunk;
  return JSON.parse(text || '{}') as Record<string, unknown>;
};

runScript(import.meta.url, async () => {
  const file = process.argv[2];
  if (!file) throw new Error('usage: tsx bench/baseline-server.ts <page.html>');
  const page = readFileSync(file);
  const db = openDatabase(databaseOptionsFromEnv());

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const handle = async () => {
      if (req.method === 'GET' && path === '/page') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': page.length });
        return res.end(page);
      }
      if (req.method === 'GET' && path === '/api/books') return send(res, 200, await listBooks(db));
      const bookId = /^\/api\/books\/(\d+)$/.exec(path)?.[1];
      if (req.method === 'GET' && bookId) {
        const book = await getBook(db, Number(bookId));
        return book ? send(res, 200, book) : send(res, 404, { message: 'Book not found' });
      }
      if (req.method === 'POST' && path === '/api/newsletter/subscribe') {
        const { email } = await readJson(req);
        const [row] = await db
          .insert(newsletterSubscriptions)
          .values({ email: String(email).trim().toLowerCase() })
          .onConflictDoNothing()
          .returning();
        return send(res, row ? 201 : 200, { message: 'Subscribed' });
      }
      if (req.method === 'POST' && path === '/api/abf/orders') {
        const body = await readJson(req);
        const [product] = await db
          .select()
          .from(abfProducts)
          .where(eq(abfProducts.id, Number(body.productId)));
        if (!product) return send(res, 404, { message: 'Product not found' });
        const quantity = Number(body.quantity ?? 1);
        const [order] = await db
          .insert(abfOrders)
          .values({
            productId: product.id,
            customerName: String(body.customerName),
            customerEmail: String(body.customerEmail),
            customerAddress: String(body.customerAddress),
            size: body.size ? String(body.size) : null,
            quantity,
            totalCents: (product.priceCents ?? 2500) * quantity,
          })
          .returning();
        return send(res, 201, order);
      }
      send(res, 404, { message: 'Not found' });
    };
    handle().catch((error: unknown) => send(res, 500, { message: String(error) }));
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((done) =>
    server.listen(Number(process.env.PORT || 0), process.env.HOST || '127.0.0.1', done),
  );
  console.log(`Baseline running at http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
});
