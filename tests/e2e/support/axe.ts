/** The accessibility check every spec runs: axe-core's serious and critical findings. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';

/** Where on the page to look: a selector to keep to, or one to leave out; only these rules. */
export interface AxeScope {
  include?: string;
  exclude?: string;
  rules?: string[];
}

/** The rules a page's colours decide (a theme changes colours, not markup). */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** axe-core itself, as @axe-core/playwright injects it (the package ships and pins it). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Puts axe into a frame that does not have it yet (a page checked twice keeps the first copy). */
const inject = (frame: Frame) =>
  frame.evaluate(() => 'axe' in window).then((has) => has || frame.evaluate(AXE_SOURCE));

/** The same for a page's inner frame: one that does not answer within a second is left unchecked. */
async function injectInner(frame: Frame): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise((_, fail) => (timer = setTimeout(() => fail(new Error('no answer')), 1000)));
  await Promise.race([inject(frame), late])
    .catch(() => undefined)
    .finally(() => clearTimeout(timer));
}

/**
 * Serious or critical axe-core violations on the page as it is now, each as
 * 'rule: help (targets)'.
 *
 * axe-core is run the way @axe-core/playwright's legacy mode runs it (axe put into every
 * frame, then `axe.run` in the page, frames reached through axe's own messages), without
 * that mode's second copy of axe in the main frame: 640 KB sent and compiled twice per check
 * cost a third of each check's time, some 200 checks a run. The default mode is no cheaper:
 * it opens a blank page to merge the frames' results. Only violations are worked out in full,
 * and only their rule, help and targets come back.
 */
export async function seriousViolations(
  page: Page,
  { include, exclude, rules }: AxeScope = {},
): Promise<string[]> {
  await inject(page.mainFrame());
  for (const frame of page.frames()) if (frame !== page.mainFrame()) await injectInner(frame);
  // As @axe-core/playwright builds it: the whole document unless told where.
  const context: ElementContext = {
    exclude: exclude ? [exclude] : [],
    ...(include ? { include: [include] } : {}),
  };
  const options: RunOptions = {
    resultTypes: ['violations'],
    ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}),
  };
  return page.evaluate(
    async ({ context, options }) => {
      // Colours still moving (a button's transition after a theme switch) are read once they
      // have settled; an endless animation (a spinner) is not waited for.
      const moving = document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined));
      await Promise.race([Promise.all(moving), new Promise((done) => setTimeout(done, 2000))]);
      const axe = (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<AxeResults> } }).axe;
      const { violations } = await axe.run(context, options);
      return violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    },
    { context, options },
  );
}
