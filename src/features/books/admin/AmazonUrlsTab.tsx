/** Amazon URLs: each book's cover, featured badge and an editable link with live format checks. */
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { useEffect, useState } from 'react';
import { api, errorText } from '~/features/admin/api-client';
import { isPlaceholderUrl, isValidProductUrl, shouldUpdateUrl } from './amazon-url';
import type { BookView } from '~/features/admin/dashboard.server';
import { Thumbnail } from '~/features/admin/ListRow';

interface Props {
  books: BookView[];
  onChange(book: BookView): void;
}

function BookRow({ book, onChange }: { book: BookView; onChange(book: BookView): void }) {
  const [value, setValue] = useState(book.amazonUrl);
  const [note, setNote] = useState('');
  const inputId = `amazon-url-${book.id}`;
  useEffect(() => setValue(book.amazonUrl), [book.amazonUrl]);

  async function update() {
    if (!shouldUpdateUrl(book.amazonUrl, value)) return;
    try {
      const saved = await api<BookView>(`/api/books/${book.id}`, {
        method: 'PATCH',
        body: { amazonUrl: value.trim() },
      });
      onChange({ ...book, amazonUrl: saved.amazonUrl });
      setValue(saved.amazonUrl);
      setNote('Saved.');
    } catch (error) {
      setNote(`Not saved. ${errorText(error, 'Please try again.')}`);
    }
  }

  return (
    <li className="bg-surface flex flex-col gap-3 rounded-xl p-4 shadow-sm sm:flex-row">
      <Thumbnail src={book.coverImage} shape="cover" />
      <div className="grid min-w-0 flex-1 gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-serif text-lg font-bold">{book.title}</h3>
          {book.featured && (
            <span className="bg-gold text-plum-dark rounded-full px-2.5 py-0.5 text-xs font-bold">
              Featured
            </span>
          )}
        </div>
        <label htmlFor={inputId} className="text-sm font-semibold">
          Amazon URL for {book.title}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id={inputId}
            type="url"
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setNote('');
            }}
            className="border-muted/50 bg-surface min-w-0 flex-1 rounded-lg border px-3 py-2"
          />
          <button type="button" className="btn-primary" onClick={() => void update()}>
            Update
          </button>
        </div>
        {isPlaceholderUrl(value) && (
          <p className="flex items-start gap-2 text-sm font-medium text-amber-800">
            <TriangleAlert aria-hidden="true" size={18} className="mt-0.5 shrink-0" />
            This is a placeholder search link, not a product page. Replace it with the book's Amazon product
            URL.
          </p>
        )}
        {isValidProductUrl(value) && (
          <p className="text-sm font-medium text-green-800">Valid Amazon product URL format detected</p>
        )}
        <p role="status" className="text-muted text-sm">
          {note}
        </p>
      </div>
    </li>
  );
}

export default function AmazonUrlsTab({ books, onChange }: Props) {
  return (
    <ul className="grid gap-3">
      {books.map((book) => (
        <BookRow key={book.id} book={book} onChange={onChange} />
      ))}
    </ul>
  );
}
