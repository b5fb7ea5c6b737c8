/** Which file a card's cover is read from: public/ for site images, MEDIA_DIR for uploads. */
import { describe, expect, it } from 'vitest';
import { coverFile } from './render.server';

describe('coverFile', () => {
  it('finds site images under public/ and uploads under the media folder', () => {
    expect(coverFile('/images/covers/book-1.svg', '/site/public', '/site/data/media')).toBe(
      '/site/public/images/covers/book-1.svg',
    );
    expect(coverFile('/media/0f3a/1200.jpg?v=1', '/site/public', '/site/data/media')).toBe(
      '/site/data/media/0f3a/1200.jpg',
    );
  });

  it('leaves out remote covers and paths that climb out', () => {
    expect(coverFile('https://blob.example/cover.jpg', '/p', '/m')).toBeNull();
    expect(coverFile('//cdn.example/cover.jpg', '/p', '/m')).toBeNull();
    expect(coverFile(null, '/p', '/m')).toBeNull();
    expect(coverFile('/media/../../etc/passwd', '/p', '/m')).toBe('/p/etc/passwd');
    expect(coverFile('/media/..%2F..%2Fetc/passwd', '/p', '/m')).toBe('/p/etc/passwd');
  });
});
