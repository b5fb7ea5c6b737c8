/** Content-Security-Policy violations in Chromium, as a page reports them. */
import type { Page } from '@playwright/test';

/** Collects every CSP violation of the page (and the console's CSP errors). */
export async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation(line: string): void }).__cspViolation(
        `${location.pathname}: ${e.effectiveDirective} refused ${e.blockedURI || 'inline'} ${e.sample}`.trim(),
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(`${page.url()}: console: ${message.text()}`);
  });
  return violations;
}
