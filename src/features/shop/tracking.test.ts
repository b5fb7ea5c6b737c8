import { describe, expect, it } from 'vitest';
import { carrierFor, carrierOf, trackingUrl } from './tracking';

describe('trackingUrl', () => {
  it.each([
    ['USPS', '9400 1000', 'https://tools.usps.com/go/TrackConfirmAction?tLabels=94001000'],
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
    expect(trackingUrl('Royal Mail', '1Z999AA10123456784')).toBeNull();
    expect(trackingUrl('UPS', null)).toBeNull();
    expect(trackingUrl('UPS', '  ')).toBeNull();
    expect(trackingUrl(null, '123')).toBeNull();
  });

  it.each([
    ['1Z999AA10123456784', 'UPS', 'https://www.ups.com/track?tracknum=1Z999AA10123456784'],
    [
      '9400 1000 0000 0000 0000 00',
      'USPS',
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
    ],
    ['EC123456789US', 'USPS', 'https://tools.usps.com/go/TrackConfirmAction?tLabels=EC123456789US'],
    ['123456789012', 'FedEx', 'https://www.fedex.com/fedextrack/?trknbr=123456789012'],
    ['9612345678901234567890', 'FedEx', 'https://www.fedex.com/fedextrack/?trknbr=9612345678901234567890'],
    [
      '1234567890',
      'DHL',
      'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=1234567890',
    ],
    ['AB123', null, null],
  ])('links %s, given without a carrier, to the one its form names (%s)', (number, carrier, url) => {
    expect(carrierOf(number)).toBe(carrier);
    expect(carrierFor(null, number)).toBe(carrier);
    expect(trackingUrl(null, number)).toBe(url);
    expect(trackingUrl('', number)).toBe(url);
  });

  it("shows the owner's carrier before the one the number's form names", () => {
    expect(carrierFor('Royal Mail', '1Z999AA10123456784')).toBe('Royal Mail');
    expect(carrierFor(' ', '1Z999AA10123456784')).toBe('UPS');
    expect(carrierFor(null, null)).toBeNull();
  });

  it('escapes what the owner typed', () => {
    expect(trackingUrl('UPS', 'a&b=c')).toBe('https://www.ups.com/track?tracknum=a%26b%3Dc');
  });
});
