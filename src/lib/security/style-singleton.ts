/**
 * A stand-in for `react-style-singleton` (astro.config.mjs aliases it here), the
 * helper Radix's scroll lock (react-remove-scroll) uses to add its CSS while a dialog
 * is open. The original adds a <style> element, which the Content-Security-Policy
 * refuses (its text depends on the scrollbar's width, so no hash can cover it). This
 * one adopts a constructed stylesheet instead: the same rules, added on the first
 * mount and removed on the last, and stylesheets built through the CSSOM are not
 * inline styles to the CSP. Same API as react-style-singleton 2.
 */
import { useEffect } from 'react';

export function stylesheetSingleton() {
  let counter = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(style: string) {
      if (counter === 0 && typeof document !== 'undefined') {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(style);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }
      counter++;
    },
    remove() {
      counter--;
      if (counter === 0 && sheet) {
        const done = sheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== done);
        sheet = null;
      }
    },
  };
}

export function styleHookSingleton() {
  const sheet = stylesheetSingleton();
  return (styles: string, isDynamic?: boolean) => {
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
    }, [styles && isDynamic]);
  };
}

export function styleSingleton() {
  const useStyle = styleHookSingleton();
  const Sheet = ({ styles, dynamic }: { styles: string; dynamic?: boolean }) => {
    useStyle(styles, dynamic);
    return null;
  };
  return Sheet;
}
