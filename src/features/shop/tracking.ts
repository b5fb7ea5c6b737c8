/**
 * Shipping carriers the shop links a tracking number to. A carrier not listed here is
 * shown by name with its number, without a link; a number given without a carrier is
 * linked to the carrier its form names. No server imports: the admin and the
 * buyer's order page use it too.
 */

/** The carriers with a public tracking page, by the name the owner picks. */
export const CARRIERS = ['USPS', 'UPS', 'FedEx', 'DHL'] as const;

const TRACKING_PAGES: Record<string, (number: string) => string> = {
  usps: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  ups: (n) => `https://www.ups.com/track?tracknum=${n}`,
  fedex: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  dhl: (n) => `https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=${n}`,
};

/**
 * The carrier a tracking number's own form names, when the owner gave none: UPS's 1Z
 * numbers, USPS's 20-22 digits beginning with 9 (FedEx Ground's 22 beginning with 96
 * aside) or its international 'AB123456789US', FedEx's 12 or 15 digits, DHL Express's 10.
 * Anything else is nobody's.
 */
export function carrierOf(trackingNumber: string): (typeof CARRIERS)[number] | null {
  const n = trackingNumber.replace(/\s+/g, '').toUpperCase();
  if (/^1Z[0-9A-Z]{16}$/.test(n)) return 'UPS';
  if (/^(96\d{20}|\d{12}|\d{15})$/.test(n)) return 'FedEx';
  if (/^9\d{19,21}$/.test(n) || /^[A-Z]{2}\d{9}US$/.test(n)) return 'USPS';
  if (/^\d{10}$/.test(n)) return 'DHL';
  return null;
}

/** The carrier to show beside a tracking number: the owner's, else the one the number's form names. */
export function carrierFor(
  carrier: string | null | undefined,
  trackingNumber: string | null | undefined,
): string | null {
  return carrier?.trim() || (trackingNumber?.trim() ? carrierOf(trackingNumber) : null);
}

/**
 * The carrier's tracking page for `trackingNumber` (see carrierFor), or null for an unknown
 * carrier or no number. The number goes in without its spaces.
 */
export function trackingUrl(
  carrier: string | null | undefined,
  trackingNumber: string | null | undefined,
): string | null {
  const name = carrierFor(carrier, trackingNumber);
  const page = name ? TRACKING_PAGES[name.toLowerCase().replace(/\s+/g, '')] : undefined;
  const number = trackingNumber?.replace(/\s+/g, '');
  return page && number ? page(encodeURIComponent(number)) : null;
}
