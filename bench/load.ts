/**
 * Servers in child processes (so the load generator never shares their event loop)
 * and autocannon runs against the site and the bare node:http baseline.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { PROJECT_ROOT } from '../scripts/build-site';
import type { LoadPair } from './report';

/** A server running as a child process. */
export interface ChildServer {
  url: string;
  stop(): Promise<void>;
}

/** Runs `tsx <script> ...args` and resolves once it prints '<word> running at <url>'. */
export function startChildServer(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<ChildServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    [join(PROJECT_ROOT, 'node_modules/tsx/dist/cli.mjs'), join(PROJECT_ROOT, script), ...args],
    { cwd: PROJECT_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stopping = false;
  const stop = async () => {
    stopping = true;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  };
  return new Promise((done, fail) => {
    let output = ''; // the last 8 KB the child printed, for error messages
    let started = false;
    const keep = (chunk: Buffer) => (output = (output + chunk).slice(-8192));
    const timer = setTimeout(() => fail(new Error(`${script} did not start:\n${output}`)), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      keep(chunk);
      const url = !started && /running at (\S+)/.exec(output)?.[1];
      if (url) {
        started = true;
        clearTimeout(timer);
        done({ url, stop });
      }
    });
    child.stderr?.on('data', keep);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      const message = `${script} exited with ${code ?? signal}:\n${output}`;
      if (!started) fail(new Error(message));
      else if (!stopping) console.error(`[bench] ${message}`);
    });
  });
}

/** One load-test target: the same request against the site and against the baseline. */
export interface LoadTarget {
  name: string;
  method: 'GET' | 'POST';
  sitePath: string;
  baselinePath: string;
  /** A fresh JSON body per request (unique e-mail addresses and the like). */
  body?: (n: number) => unknown;
}

/** Requests per second and latency of one run. */
export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

const RUN_ID = Date.now().toString(36);

export const LOAD_TARGETS: LoadTarget[] = [
  { name: 'GET pre-rendered page', method: 'GET', sitePath: '/blog/1', baselinePath: '/page' },
  { name: 'GET /api/books', method: 'GET', sitePath: '/api/books', baselinePath: '/api/books' },
  { name: 'GET /api/books/1', method: 'GET', sitePath: '/api/books/1', baselinePath: '/api/books/1' },
  {
    name: 'POST /api/newsletter/subscribe',
    method: 'POST',
    sitePath: '/api/newsletter/subscribe',
    baselinePath: '/api/newsletter/subscribe',
    body: (n) => ({ email: `bench-${RUN_ID}-${n}@example.com` }),
  },
  {
    name: 'POST /api/abf/orders',
    method: 'POST',
    sitePath: '/api/abf/orders',
    baselinePath: '/api/abf/orders',
    body: (n) => ({
      productId: 1,
      customerName: 'Bench Reader',
      customerEmail: `order-${RUN_ID}-${n}@example.com`,
      customerAddress: '12 Benchmark Lane, Springfield, IL 62701',
      size: 'S/M',
      quantity: 1,
    }),
  },
];

let counter = 0;

/** The status one request to `path` answers (used to tell a missing route from a slow one). */
export async function probe(base: string, target: LoadTarget, path: string): Promise<number> {
  const response = await fetch(base + path, {
    method: target.method,
    headers: { 'content-type': 'application/json', origin: base },
    body: target.body ? JSON.stringify(target.body(counter++)) : undefined,
  });
  await response.arrayBuffer();
  return response.status;
}

/** One autocannon run of `seconds` with `connections` against base + path. */
async function cannon(base: string, target: LoadTarget, path: string, seconds: number, connections = 10) {
  const makeBody = target.body;
  return autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        method: target.method,
        path,
        headers: { 'content-type': 'application/json', origin: base },
        ...(makeBody
          ? { setupRequest: (request) => ({ ...request, body: JSON.stringify(makeBody(counter++)) }) }
          : {}),
      },
    ],
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Loads the site and the baseline in alternating slices of `seconds / slices`, so a
 * burst of load from elsewhere on the machine hits both alike. Requests/second is
 * over all slices; p50 and p99 are the medians of the slices' percentiles.
 */
export async function alternate(
  sides: { base: string; path: string }[],
  target: LoadTarget,
  seconds: number,
  slices: number,
): Promise<LoadFigures[]> {
  const runs = sides.map(() => [] as autocannon.Result[]);
  for (let slice = 0; slice < slices; slice++) {
    for (const [n, side] of sides.entries()) {
      runs[n]!.push(await cannon(side.base, target, side.path, seconds / slices));
    }
  }
  return runs.map((results) => ({
    rps: Math.round(
      results.reduce((sum, r) => sum + r.requests.total, 0) / results.reduce((sum, r) => sum + r.duration, 0),
    ),
    p50: median(results.map((r) => r.latency.p50)),
    p99: median(results.map((r) => r.latency.p99)),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
  }));
}

/**
 * Runs every target against the site and the baseline for `seconds` each, in
 * alternating slices (after a 1 s warm-up of both unless `warmUp` is false). A route
 * the site answers 404 is reported as missing; the baseline is measured anyway.
 */
export async function measureLoad(
  siteUrl: string,
  baselineUrl: string,
  pagePath: string,
  { seconds, slices, warmUp }: { seconds: number; slices: number; warmUp: boolean },
  log: (message: string) => void,
): Promise<Record<string, LoadPair>> {
  const out: Record<string, LoadPair> = {};
  for (const target of LOAD_TARGETS) {
    const sitePath = target.baselinePath === '/page' ? pagePath : target.sitePath;
    const missing = (await probe(siteUrl, target, sitePath)) === 404;
    const sides = [
      ...(missing ? [] : [{ base: siteUrl, path: sitePath }]),
      { base: baselineUrl, path: target.baselinePath },
    ];
    // Warms both servers' JIT and connection pools before measuring.
    if (warmUp) await alternate(sides, target, 1, 1);
    const figures = await alternate(sides, target, seconds, slices);
    const baseline = figures.at(-1)!;
    const site = missing ? { missing: 'missing (404)' } : figures[0]!;
    out[target.name] = {
      path: sitePath,
      site,
      baseline,
      ...('rps' in site ? { ratio: Math.round((site.rps / baseline.rps) * 1000) / 1000 } : {}),
    };
    log(`load: ${target.name} done`);
  }
  return out;
}
