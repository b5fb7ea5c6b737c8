/** Loopback ports for servers whose address must be known before they start. */
import { createServer } from 'node:net';

/** Whether `port` can be listened on at 127.0.0.1 right now. */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(port, '127.0.0.1', () => server.close(() => done(true)));
  });
}

/** A free loopback port (for SITE_URL, which a build bakes in before the server starts). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}
