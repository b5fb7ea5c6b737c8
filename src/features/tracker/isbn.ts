/**
 * ISBNs as the exports write them: Goodreads wraps them in a spreadsheet formula
 * (`="0441172717"`), StoryGraph puts an ISBN or its own id in 'ISBN/UID'. Books are
 * matched by ISBN-13, so an ISBN-10 is converted (978 prefix, new check digit).
 */

/** The digits of an ISBN cell ('="978-0-441-17271-9"' -> '9780441172719'); '' when none. */
export function isbnDigits(cell: string | null | undefined): string {
  return (cell ?? '')
    .replace(/^=?"?|"?$/g, '')
    .replace(/[\s-]/g, '')
    .toUpperCase();
}

/** True for a well-formed ISBN-10 (check digit included). */
export function isIsbn10(value: string): boolean {
  if (!/^\d{9}[\dX]$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += (10 - i) * (value[i] === 'X' ? 10 : Number(value[i]));
  return sum % 11 === 0;
}

/** True for a well-formed ISBN-13 (check digit included). */
export function isIsbn13(value: string): boolean {
  if (!/^97[89]\d{10}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 13; i++) sum += Number(value[i]) * (i % 2 ? 3 : 1);
  return sum % 10 === 0;
}

/** The ISBN-13 of an ISBN-10 or ISBN-13, or null when the value is neither. */
export function toIsbn13(value: string | null | undefined): string | null {
  const digits = isbnDigits(value);
  if (isIsbn13(digits)) return digits;
  if (!isIsbn10(digits)) return null;
  const body = `978${digits.slice(0, 9)}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 ? 3 : 1);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** The ISBN-10 of a 978 ISBN-13 (the 979 ones have none), or null. */
export function toIsbn10(isbn13: string | null | undefined): string | null {
  const digits = isbnDigits(isbn13);
  if (!isIsbn13(digits) || !digits.startsWith('978')) return null;
  const body = digits.slice(3, 12);
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (10 - i) * Number(body[i]);
  const check = (11 - (sum % 11)) % 11;
  return `${body}${check === 10 ? 'X' : check}`;
}

/** An ISBN cell as Goodreads writes it: `="9780441172719"`, or `=""` for none. */
export function goodreadsIsbnCell(value: string | null | undefined): string {
  return `="${value ?? ''}"`;
}
