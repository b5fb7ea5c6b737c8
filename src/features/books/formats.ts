/** A book's formats and publication facts as pages show them. No server imports: the admin's form uses it too. */
import type { BookFormatType } from '~db/schema';

/** What each format is called on the page, in the order a form offers them. */
export const FORMAT_LABELS: Record<BookFormatType, string> = {
  ebook: 'eBook',
  paperback: 'Paperback',
  hardcover: 'Hardcover',
  audiobook: 'Audiobook',
};

/** schema.org's BookFormatType for each format. */
export const SCHEMA_BOOK_FORMATS: Record<BookFormatType, string> = {
  ebook: 'https://schema.org/EBook',
  paperback: 'https://schema.org/Paperback',
  hardcover: 'https://schema.org/Hardcover',
  audiobook: 'https://schema.org/AudiobookFormat',
};

/** An ISBN as typed ('978-1-23...', 'ISBN 0 12...') to its digits (and a final X); null when it is no ISBN-10 or -13. */
export function normalizeIsbn(text: string): string | null {
  const digits = text
    .replace(/^\s*isbn(?:-1[03])?:?/i, '')
    .replace(/[\s-]/g, '')
    .toUpperCase();
  if (/^\d{13}$/.test(digits)) {
    const sum = [...digits].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
    return sum % 10 === 0 ? digits : null;
  }
  if (/^\d{9}[\dX]$/.test(digits)) {
    const sum = [...digits].reduce((s, d, i) => s + (d === 'X' ? 10 : Number(d)) * (10 - i), 0);
    return sum % 11 === 0 ? digits : null;
  }
  return null;
}

/** '9798300000012' -> '979-8300000012' (the prefix apart, as the rest's grouping depends on the publisher). */
export function displayIsbn(isbn: string): string {
  return isbn.length === 13 ? `${isbn.slice(0, 3)}-${isbn.slice(3)}` : isbn;
}

/** 'YYYY-MM-DD' as 'September 16, 2025' (the day in UTC, as stored); '' for anything else. */
export function formatPublicationDate(day: string | null): string {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
