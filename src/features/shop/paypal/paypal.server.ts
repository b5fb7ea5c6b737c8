/** The site's PayPal client, configured from astro:env; null when credentials are missing. */
import { PAYPAL_API_BASE, PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID } from 'astro:env/server';
import { createPayPalClient, type PayPalClient } from './client';

let client: PayPalClient | undefined;

/** The PayPal client, or null when PAYPAL_CLIENT_ID or PAYPAL_CLIENT_SECRET is not set. */
export function getPayPal(): PayPalClient | null {
  if (!PAYPAL_CLIENT_ID || !PAYPAL_CLIENT_SECRET) return null;
  client ??= createPayPalClient({
    baseUrl: PAYPAL_API_BASE || 'https://api-m.sandbox.paypal.com',
    clientId: PAYPAL_CLIENT_ID,
    clientSecret: PAYPAL_CLIENT_SECRET,
  });
  return client;
}

/** The public client id the browser's PayPal JS SDK loads with. */
export function paypalClientId(): string | null {
  return PAYPAL_CLIENT_ID || null;
}

/** The webhook id PayPal signs deliveries for, or null when not configured. */
export function paypalWebhookId(): string | null {
  return PAYPAL_WEBHOOK_ID || null;
}
