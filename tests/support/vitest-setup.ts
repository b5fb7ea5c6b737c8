/** Vitest global setup: make sure the site is built once for the integration tests. */
import { ensureTestBuild } from './build';

export default async function setup(): Promise<void> {
  await ensureTestBuild();
}
