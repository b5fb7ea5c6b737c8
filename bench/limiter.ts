/**
 * The database-backed rate limiter's cost: p99 of POST /api/contact
 * with the limiter in the database (the default, one upsert per request) beside the
 * in-memory limiter (RATE_LIMIT_STORE=memory) in the same run; the database's p99 must
 * stay within 1.5x of memory's. Two servers of the same build, each on its own fresh
 * database, limits raised by RATE_LIMIT_MULTIPLIER so nothing is refused (the counter
 * is still written on every request), loaded with autocannon in alternating slices so
 * load from elsewhere on the machine hits both alike.
 *
 *   npm run bench:limiter [-- --quick]   (serves .test-build/, building it first if needed)
 *
 * `npm run bench` calls measureLimiter with its own seeded build.
 */
import { pathToFileURL } from 'node:url';
import { ensureTestBuild } from '../tests/support/build';
import { createTestDatabase } from '../tests/support/db';
import { alternate, startChildServer, type LoadFigures, type LoadTarget } from './load';

/** The bar: database p99 at most this many times memory's. */
export const LIMITER_P99_BAR = 1.5;

export interface LimiterFigures {
  path: string;
  memory: LoadFigures;
  database: LoadFigures;
  /** database p99 / memory p99 (p99 of at least 1 ms each: autocannon counts whole milliseconds). */
  p99Ratio: number;
}

const RUN_ID = Date.now().toString(36);

const CONTACT: LoadTarget = {
  name: 'POST /api/contact',
  method: 'POST',
  sitePath: '/api/contact',
  baselinePath: '/api/contact',
  body: (n) => ({
    name: 'Bench Reader',
    email: `contact-${RUN_ID}-${n}@example.com`,
    subject: 'A question about the next book',
    message: 'When does the next book in the series come out? '.repeat(4),
  }),
};

/** Serves `buildDir` twice (memory and database limiter) and loads both for `seconds` each. */
export async function measureLimiter(
  buildDir: string,
  { seconds, slices, warmUp }: { seconds: number; slices: number; warmUp: boolean },
  log: (message: string) => void = () => {},
): Promise<LimiterFigures> {
  const stops: (() => Promise<void> | void)[] = [];
  try {
    const start = async (store: 'memory' | 'database') => {
      const data = await createTestDatabase();
      stops.push(() => data.cleanup());
      const server = await startChildServer('scripts/serve.ts', [buildDir], {
        HOST: '127.0.0.1',
        PORT: '0',
        DATABASE_URL: data.url,
        RATE_LIMIT_MULTIPLIER: '100000000',
        RATE_LIMIT_STORE: store,
        SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
      });
      stops.push(() => server.stop());
      return server;
    };
    const memory = await start('memory');
    const database = await start('database');
    const sides = [memory, database].map((server) => ({ base: server.url, path: CONTACT.sitePath }));
    if (warmUp) await alternate(sides, CONTACT, 2, 2);
    const [memoryFigures, databaseFigures] = await alternate(sides, CONTACT, seconds, slices);
    const p99Ratio =
      Math.round((Math.max(1, databaseFigures!.p99) / Math.max(1, memoryFigures!.p99)) * 100) / 100;
    log(
      `limiter: POST /api/contact p99 ${databaseFigures!.p99} ms (database) vs ${memoryFigures!.p99} ms (memory)`,
    );
    return { path: CONTACT.sitePath, memory: memoryFigures!, database: databaseFigures!, p99Ratio };
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}

/** One Markdown table of the figures and the verdict. */
export function limiterTable(figures: LimiterFigures): string {
  const row = (name: string, f: LoadFigures) =>
    `| ${name} | ${f.rps} | ${f.p50} | ${f.p99} | ${f.non2xx + f.errors} |`;
  const ok = figures.p99Ratio <= LIMITER_P99_BAR && !figures.database.non2xx && !figures.database.errors;
  return [
    `| POST /api/contact, 10 connections | req/s | p50 ms | p99 ms | non-2xx |`,
    '|---|---|---|---|---|',
    row('rate limiter in memory (RATE_LIMIT_STORE=memory)', figures.memory),
    row('rate limiter in the database (default)', figures.database),
    '',
    `${ok ? 'PASS' : 'FAIL'}: database p99 is ${figures.p99Ratio}x the in-memory p99 (bar: at most ${LIMITER_P99_BAR}x)`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const quick = process.argv.includes('--quick');
  const dir = await ensureTestBuild();
  const figures = await measureLimiter(
    dir,
    { seconds: quick ? 4 : 10, slices: quick ? 2 : 5, warmUp: true },
    (message) => console.log(`[bench:limiter] ${message}`),
  );
  console.log('\n' + limiterTable(figures));
  process.exitCode = figures.p99Ratio <= LIMITER_P99_BAR ? 0 : 1;
}
