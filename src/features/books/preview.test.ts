import { describe, expect, it } from 'vitest';
import type { BookPreview } from '~db/schema';
import { firstPreview } from './preview';

const chapter = (id: number, chapterNumber: number, isPreview = true): BookPreview => ({
  id,
  bookId: 1,
  chapterNumber,
  isPreview,
  demo: false,
  chapterTitle: `Chapter ${chapterNumber}`,
  content: '...',
});

describe('firstPreview: the lowest-numbered chapter marked as a preview', () => {
  it.each([
    ['none', [], undefined],
    ['one', [chapter(1, 1)], 1],
    ['out of order', [chapter(5, 3), chapter(6, 2)], 6],
    ['skips chapters that are not previews', [chapter(1, 1, false), chapter(2, 2)], 2],
    ['only non-previews', [chapter(1, 1, false)], undefined],
  ] as const)('%s', (_name, previews, expectedId) => {
    expect(firstPreview(previews)?.id).toBe(expectedId);
  });
});
