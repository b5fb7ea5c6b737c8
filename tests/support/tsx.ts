/**
 * Node's arguments to run one of the project's TypeScript files the way `npm start` runs
 * scripts/start.ts: one process with tsx's loader. tsx's command would start a second Node
 * process for the script, so a signal or an exit would reach the wrong one.
 */
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PROJECT_ROOT } from '../../scripts/build-site';

/** tsx's loader by its full address, so a child started in another folder finds it too. */
const LOADER = pathToFileURL(createRequire(join(PROJECT_ROOT, 'package.json')).resolve('tsx')).href;

/** `script` is relative to the project (or absolute); `args` follow it. */
export const tsxArgs = (script: string, ...args: string[]): string[] => [
  '--import',
  LOADER,
  resolve(PROJECT_ROOT, script),
  ...args,
];
