/** The accessibility check every spec runs: axe-core's serious and critical findings. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Where on the page to look: a selector to keep to, or one to leave out. */
export interface AxeScope {
  include?: string;
  exclude?: string;
}

/** Serious or critical axe-core violations on the page as it is now, each as 'rule: help (targets)'. */
export async function seriousViolations(page: Page, { include, exclude }: AxeScope = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
