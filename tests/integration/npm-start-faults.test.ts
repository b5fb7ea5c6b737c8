/**
 * `npm start` under faults, run the way a supervisor runs it (the real `npm start`, in
 * its own process group): `kill -9` during a burst of acknowledged writes loses none
 * and leaves a sound database; after a restart on that database, SIGTERM to the npm
 * process answers every request under way, stops within 10 s and frees the port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../scripts/build-site';
import { open, parseAnswer, readAll, received, subscribeBurst } from '../support/raw-http';

const dir = mkdtempSync(join(tmpdir(), 'site-faults-'));
const DATABASE_URL = `file:${join(dir, 'site.db')}`;
// Builds must sit inside the project, where their server code finds node_modules.
const BUILDS_DIR = join(PROJECT_ROOT, '.builds', `fault-test-${process.pid}`);

interface NpmStart {
  npm: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs `npm start` as a supervisor would: its own process group, signals sent to the npm process. */
async function npmStart(): Promise<NpmStart> {
  const npm = spawn('npm', ['start', '--silent'], {
    cwd: PROJECT_ROOT,
    detached: true,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL,
      BUILDS_DIR,
      SESSION_SECRET: 'fault-test-secret-0123456789abcdef',
      RATE_LIMIT_MULTIPLIER: '10000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  npm.stdout?.on('data', (chunk: Buffer) => (output += chunk));
  npm.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | null>((done) => npm.once('exit', (code) => done(code)));
  const url = await new Promise<string>((done, fail) => {
    const timer = setInterval(() => {
      const match = /Site running at (\S+)/.exec(output);
      if (match?.[1]) {
        clearInterval(timer);
        done(match[1]);
      } else if (npm.exitCode !== null) {
        clearInterval(timer);
        fail(new Error(`npm start exited:\n${output}`));
      }
    }, 100);
  });
  return { npm, url, output: () => output, exited };
}

const processGroupAlive = (pgid: number) => {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
};

async function emailsInDatabase(): Promise<{ emails: Set<string>; integrity: unknown }> {
  const client = createClient({ url: DATABASE_URL });
  try {
    const rows = await client.execute('select email from newsletter_subscriptions');
    const integrity = (await client.execute('pragma integrity_check')).rows[0]?.[0];
    return { emails: new Set(rows.rows.map((row) => String(row[0]))), integrity };
  } finally {
    client.close();
  }
}

let running: NpmStart | undefined;

afterAll(() => {
  if (running?.npm.pid && processGroupAlive(running.npm.pid)) process.kill(-running.npm.pid, 'SIGKILL');
  rmSync(dir, { recursive: true, force: true });
  rmSync(BUILDS_DIR, { recursive: true, force: true });
});

describe('npm start under faults', () => {
  it('kill -9 during a burst of 500 acknowledged writes loses none; integrity_check is ok', async () => {
    running = await npmStart();
    const { npm, url } = running;
    let killedAt = 0;
    const burst = subscribeBurst(url, 16, (count) => {
      if (count === 500 && !killedAt) {
        killedAt = Date.now();
        // The whole group at once, npm and the server under it: a crash, not a stop.
        process.kill(-npm.pid!, 'SIGKILL');
      }
    });
    await running.exited;
    await burst.stop();
    expect(killedAt).toBeGreaterThan(0);
    // Some requests were under way when it died: they got no answer, not a false 2xx.
    const unanswered = [...burst.outcomes].filter(([kind]) => !/^\d+$/.test(kind));
    expect(unanswered.length).toBeGreaterThan(0);
    expect([...burst.outcomes.keys()].filter((kind) => /^[45]\d\d$/.test(kind))).toEqual([]);

    const { emails, integrity } = await emailsInDatabase();
    expect(burst.acknowledged.length).toBeGreaterThanOrEqual(500);
    expect(burst.acknowledged.filter((email) => !emails.has(email))).toEqual([]);
    expect(integrity).toBe('ok');
  }, 240_000);

  it('after a restart, SIGTERM to the npm process answers every request under way, exits within 10 s and frees the port', async () => {
    const before = await emailsInDatabase();
    running = await npmStart();
    const { npm, url } = running;
    const port = Number(new URL(url).port);

    // Requests under way at the signal: the server has read their headers (it answered
    // 100 Continue), their bodies are sent after it. Addresses new to each try of the test.
    const tag = Date.now().toString(36);
    const body = (i: number) =>
      JSON.stringify({
        name: 'Ada Reader',
        email: `inflight-${tag}-${i}@example.com`,
        subject: 'Hello',
        message: `In flight ${i}`,
      });
    const inFlight = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const socket = await open(url);
        const text = body(i);
        const answer = readAll(socket, 20_000);
        socket.write(
          `POST /api/contact HTTP/1.1\r\nhost: ${new URL(url).host}\r\ncontent-type: application/json\r\nexpect: 100-continue\r\ncontent-length: ${Buffer.byteLength(text)}\r\n\r\n`,
        );
        return { socket, text, answer, continued: await received(socket, '100 Continue', 10_000) };
      }),
    );
    expect(inFlight.map((request) => request.continued)).toEqual(Array(10).fill(true));
    const burst = subscribeBurst(url, 8);
    await new Promise((wait) => setTimeout(wait, 300));

    const signalled = Date.now();
    process.kill(npm.pid!, 'SIGTERM');
    await new Promise((wait) => setTimeout(wait, 300));
    for (const request of inFlight) request.socket.write(request.text);
    const raw = await Promise.all(inFlight.map((request) => request.answer));
    const code = await running.exited;
    const stoppedIn = Date.now() - signalled;
    await burst.stop();

    // On a failure, what the server said while it stopped, and what each request got, tell why.
    const said = [
      "npm start's output:",
      running.output(),
      'What each request got (its first 120 characters):',
      ...raw.map((text, i) => `${i}: ${JSON.stringify(text.slice(0, 120))}`),
    ].join('\n');
    expect(
      raw.map((text) => parseAnswer(text)?.status),
      said,
    ).toEqual(Array(10).fill(201));
    expect(code, said).toBe(0);
    expect(stoppedIn).toBeLessThan(10_000);
    expect(running.output()).toContain('SIGTERM: stopping');
    // Nothing of the group is left, and the port can be taken again.
    // (a helper such as tsx's esbuild service ends when its parent's pipe closes: allow a moment)
    for (let waited = 0; processGroupAlive(npm.pid!) && waited < 3000; waited += 100)
      await new Promise((wait) => setTimeout(wait, 100));
    expect(processGroupAlive(npm.pid!)).toBe(false);
    await new Promise<void>((done, fail) => {
      const server = createServer().once('error', fail);
      server.listen(port, '127.0.0.1', () => server.close(() => done()));
    });
    // Whatever it acknowledged, in flight or in the burst, is stored; nothing answered 5xx.
    expect([...burst.outcomes.keys()].filter((kind) => /^5\d\d$/.test(kind))).toEqual([]);
    const after = await emailsInDatabase();
    expect(burst.acknowledged.filter((email) => !after.emails.has(email))).toEqual([]);
    expect([...before.emails].filter((email) => !after.emails.has(email))).toEqual([]);
    const client = createClient({ url: DATABASE_URL });
    const stored = await client.execute({
      sql: 'select count(*) from contact_messages where email like ?',
      args: [`inflight-${tag}-%`],
    });
    client.close();
    expect(Number(stored.rows[0]?.[0])).toBe(10);
  }, 240_000);
});
