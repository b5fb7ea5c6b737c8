/**
 * Shipping carriers the shop links a tracking number to. A carrier not listed here is
 * shown by name with its number, without a link. No server imports: the admin and the
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

/** The carrier's tracking page for `trackingNumber`, or null for an unknown carrier or no number. */
export function trackingUrl(
  carrier: string | null | undefined,
  trackingNumber: string | null | undefined,
): string | null {
  if (!carrier || !trackingNumber) return null;
  const page = TRACKING_PAGES[carrier.trim().toLowerCase().replace(/\s+/g, '')];
  return page ? page(encodeURIComponent(trackingNumber.trim())) : null;
}
