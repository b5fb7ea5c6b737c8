import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_INPUT_PIXELS, processImage, UnsupportedImageError, widthsFor } from './process.server';
import { greyPng } from '~tests/support/media-http';

/** A test photo: `width` x `height`, with EXIF (camera, GPS-like text) and an orientation. */
function photo(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' | 'avif' | 'gif',
  orientation = 1,
) {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });
  image = format === 'gif' ? image.gif() : image[format]();
  return format === 'jpeg'
    ? image
        .withExif({ IFD0: { Make: 'PhoneCo', Artist: 'Owner', Copyright: 'GPS 51.5N 0.1W' } })
        .withMetadata({ orientation })
        .toBuffer()
    : image.toBuffer();
}

describe('widthsFor', () => {
  it.each([
    [4000, [320, 640, 960, 1280, 1920]],
    [1000, [320, 640, 960, 1000]],
    [640, [320, 640]],
    [200, [200]],
  ])('%i px wide gives %j', (width, widths) => expect(widthsFor(width)).toEqual(widths));
});

describe('processImage', () => {
  it('makes every width as WebP and JPEG from a JPEG, without EXIF, turned upright', async () => {
    const input = await photo(1600, 1000, 'jpeg', 6); // EXIF 6: shown turned a quarter
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const image = await processImage(input);
    expect(image).toMatchObject({ format: 'jpg', width: 1000, height: 1600, widths: [320, 640, 960, 1000] });
    expect(image.id).toMatch(/^[0-9a-f]{32}$/);
    expect(image.variants.map((v) => v.name).sort()).toEqual(
      ['1000.jpg', '1000.webp', '320.jpg', '320.webp', '640.jpg', '640.webp', '960.jpg', '960.webp'].sort(),
    );
    for (const variant of image.variants) {
      const meta = await sharp(variant.body).metadata();
      expect(meta.exif, variant.name).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect(meta.width).toBe(variant.width);
      expect(meta.format).toBe(variant.name.endsWith('.webp') ? 'webp' : 'jpeg');
    }
    expect((await processImage(input)).id).toBe(image.id);
  });

  it.each([
    ['png', 'png'],
    ['webp', 'webp'],
    ['avif', 'avif'],
    ['gif', 'gif'],
  ] as const)('accepts %s and keeps it beside WebP', async (format, ext) => {
    const image = await processImage(await photo(500, 300, format));
    expect(image).toMatchObject({ format: ext, width: 500, height: 300 });
    expect(new Set(image.variants.map((v) => v.name.split('.')[1]))).toEqual(new Set(['webp', ext]));
  });

  it.each([
    [
      'an SVG (scripts can live in one)',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    ],
    ['a text file', Buffer.from('just some text, named cover.jpg')],
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n')],
    ['a truncated JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70])],
  ])('refuses %s, by its bytes', async (_name, bytes) => {
    await expect(processImage(bytes)).rejects.toBeInstanceOf(UnsupportedImageError);
  });

  it('refuses a TIFF, an image type the site does not serve', async () => {
    const tiff = await sharp({ create: { width: 10, height: 10, channels: 3, background: 'white' } })
      .tiff()
      .toBuffer();
    await expect(processImage(tiff)).rejects.toThrow(/not accepted/);
  });

  it('refuses an image past 40 megapixels from its header, however small the file', async () => {
    expect(MAX_INPUT_PIXELS).toBe(40_000_000);
    const bomb = greyPng(8000, 6000); // 48 MP in about 50 KB
    expect(bomb.byteLength).toBeLessThan(400_000);
    const started = performance.now();
    await expect(processImage(bomb)).rejects.toThrow(
      'This image is too large to process: 48 megapixels (40 at most). Save it smaller, for example 3000 pixels wide, and upload it again.',
    );
    // Refused from its header: nothing was decoded.
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('still takes an image just under the limit', async () => {
    const image = await processImage(greyPng(6000, 6000)); // 36 MP
    expect(image).toMatchObject({ format: 'png', width: 1920, height: 1920 });
  }, 60_000);

  it('processes uploads one at a time, in the order they came', async () => {
    // A big one first: processed side by side, the small ones would finish before it.
    const inputs = await Promise.all([
      photo(3000, 2000, 'png'),
      photo(200, 100, 'png'),
      photo(200, 100, 'jpeg'),
    ]);
    const finished: number[] = [];
    await Promise.all(inputs.map((input, i) => processImage(input).then(() => finished.push(i))));
    expect(finished).toEqual([0, 1, 2]);
  });
});
