/** A book's cover, or for a book outside the catalogue a plain spine with its initial. */
import type { Entry } from './types';

interface Props {
  entry: Pick<Entry, 'book' | 'title'>;
  /** 'sm' in lists of finished books, 'md' in the reading list. */
  size: 'sm' | 'md';
}

export default function BookCover({ entry, size }: Props) {
  const box = size === 'md' ? 'h-21 w-14' : 'h-15 w-10';
  if (entry.book)
    return (
      <img
        src={entry.book.coverImage}
        alt=""
        width={size === 'md' ? 56 : 40}
        height={size === 'md' ? 84 : 60}
        className={`${box} shrink-0 rounded object-cover`}
      />
    );
  return (
    <div
      aria-hidden="true"
      className={`${box} bg-band text-gold flex shrink-0 items-center justify-center rounded font-serif text-xl font-bold`}
    >
      {entry.title.trim().charAt(0).toUpperCase()}
    </div>
  );
}
