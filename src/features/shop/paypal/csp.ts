/** The pages where checkout runs (the shop and each product's page) let PayPal's SDK, frames and calls in. */
import type { AstroGlobal } from 'astro';
import { PAYPAL_CSP } from '~/lib/security/headers';

/** Adds PayPal's origins to this page's Content-Security-Policy (no policy under `astro dev`). */
export function allowPayPalCheckout(csp: AstroGlobal['csp']): void {
  for (const directive of PAYPAL_CSP.directives) csp?.insertDirective(directive);
  for (const source of PAYPAL_CSP.scriptResources) csp?.insertScriptResource(source);
  for (const source of PAYPAL_CSP.styleResources) csp?.insertStyleResource(source);
}
