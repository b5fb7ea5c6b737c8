import { describe, expect, it } from 'vitest';
import { trackingUrl } from './tracking';

describe('trackingUrl', () => {
  it.each([
    ['USPS', '9400 1000', 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400%201000'],
    ['ups', '1Z999AA10123456784', 'https://www.ups.com/track?tracknum=1Z999AA10123456784'],
    ['FedEx', '123456789012', 'https://www.fedex.com/fedextrack/?trknbr=123456789012'],
    [
      ' DHL ',
      'JD014600006281230704',
      'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=JD014600006281230704',
    ],
  ])('links %s tracking numbers to the carrier', (carrier, number, url) => {
    expect(trackingUrl(carrier, number)).toBe(url);
  });

  it('has no link for an unknown carrier or a missing number', () => {
    expect(trackingUrl('Royal Mail', 'AB123')).toBeNull();
    expect(trackingUrl('UPS', null)).toBeNull();
    expect(trackingUrl(null, '123')).toBeNull();
  });

  it('escapes what the owner typed', () => {
    expect(trackingUrl('UPS', 'a&b=c')).toBe('https://www.ups.com/track?tracknum=a%26b%3Dc');
  });
});
