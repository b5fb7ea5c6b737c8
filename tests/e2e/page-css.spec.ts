/**
 * A page without scripts that could add classes inlines only the CSS rules its HTML uses
 * (src/lib/page-css.ts), so the document of a content page fits the first round trip of a
 * slow connection, while every rule that selects something on the page stays.
 */
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';

/** The text of the page's Tailwind stylesheet. */
const tailwind = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('head style')].find((s) => s.textContent!.includes('tailwindcss'))!
        .textContent!,
  );

/**
 * The selectors of `css`'s style rules (through @layer, @media and @supports) that select an
 * element of the page as it is, states (hover, focus) and pseudo-elements aside, and
 * whether the page's own stylesheet has each of them.
 */
const usedRules = (page: Page, css: string, own: string) =>
  page.evaluate(
    ({ css, own }) => {
      const selectors = (text: string) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(text);
        const found: string[] = [];
        const visit = (rules: CSSRuleList) => {
          for (const rule of rules) {
            if (rule instanceof CSSStyleRule) found.push(rule.selectorText);
            else if (rule instanceof CSSGroupingRule) visit(rule.cssRules);
          }
        };
        visit(sheet.cssRules);
        return found;
      };
      const mine = new Set(selectors(own));
      return selectors(css)
        .filter((selector) => {
          const plain = selector
            .replace(/::?(before|after|placeholder|marker|selection|backdrop|file-selector-button)\b/g, '')
            .replace(/:(hover|focus|focus-visible|focus-within|active|visited)\b/g, '');
          try {
            return document.querySelector(plain || '*') !== null;
          } catch {
            return false;
          }
        })
        .map((selector) => ({ selector, kept: mine.has(selector) }));
    },
    { css, own },
  );

for (const path of ['/about', '/blog', '/blog/1', '/contact/sent', '/privacy']) {
  test(`${path}: carries a share of the stylesheet with every rule that selects something on it`, async ({
    page,
  }) => {
    // The home page has an island, so it carries the whole stylesheet.
    await page.goto('/');
    const whole = await tailwind(page);
    await page.goto(path);
    const own = await tailwind(page);
    expect(own.length).toBeLessThan(whole.length * 0.8);
    const used = await usedRules(page, whole, own);
    expect(used.length).toBeGreaterThan(100);
    expect(used.filter((rule) => !rule.kept)).toEqual([]);
  });
}

for (const path of ['/about', '/blog']) {
  test(`${path}: the document, headers included, fits the first 14.6 KB round trip of a slow connection`, async ({
    request,
  }) => {
    const response = await request.get(path);
    const headers = Object.entries(response.headers())
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    const wire = gzipSync(await response.body(), { level: 9 }).length + Buffer.byteLength(headers) + 20;
    expect(wire).toBeLessThanOrEqual(14_600);
  });
}
