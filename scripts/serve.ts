/**
 * Serves an existing build without rebuilding: `tsx scripts/serve.ts <buildDir>`.
 * Tests use it to run one build against many databases (DATABASE_URL is read per
 * request-time connection, so the same build serves whichever database it is given).
 */
import { runScript } from '../db/script';
import { startSiteServer } from './site-server';
import { useMallocTunables } from './memory-tunables';

runScript(import.meta.url, async () => {
  useMallocTunables(); // first: re-executes with malloc settings that give memory back
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: tsx scripts/serve.ts <buildDir>');
  const site = await startSiteServer(dir, process.env.HOST || '127.0.0.1', Number(process.env.PORT || 0));
  console.log(`Site running at ${site.url}`);
  const stop = () => void site.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
});
