/** The accessibility check every spec runs: axe-core's serious and critical findings. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Where on the page to look: a selector to keep to, or one to leave out; only these rules. */
export interface AxeScope {
  include?: string;
  exclude?: string;
  rules?: string[];
}

/** The rules a page's colours decide (a theme changes colours, not markup). */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Serious or critical axe-core violations on the page as it is now, each as 'rule: help (targets)'. */
export async function seriousViolations(
  page: Page,
  { include, exclude, rules }: AxeScope = {},
): Promise<string[]> {
  // Legacy mode runs axe in the page itself. The default mode opens a blank page in the
  // context to merge its frames' results, about 0.6 s of CPU per check on these two cores
  // (some 200 checks a run); the site's pages have no cross-origin frame for it to reach
  // (PayPal's, on the shop, is PayPal's to check). Only violations are worked out in full:
  // the passes' selectors went unread and cost the quality pass 14 % of its CPU.
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
  if (rules) builder = builder.withRules(rules);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
