/** Importing a Goodreads or StoryGraph export into a visitor's shelf: read, plan, write once. */
import type { Database } from '~db/client';
import { listBooks } from '~/features/books/books.queries';
import { shelfIndex, writeImport } from './import.queries';
import { HttpError, readText } from '~/lib/http/api';
import { CsvImportError, parseExport } from './csv-import';
import { planImport, type ImportSummary } from './import-plan';

/**
 * Largest export accepted: a 5,000-book Goodreads library is 1-3 MB with reviews, and a
 * Vercel function takes at most 4.5 MB of request body, so every host accepts the same.
 */
export const MAX_IMPORT_BYTES = 4 * 1024 * 1024;

/** The content types a CSV upload may carry (browsers label .csv files inconsistently). */
const CSV_TYPES = ['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel'];

/** The request's CSV text: refuses other content types (400) and more than MAX_IMPORT_BYTES (413). */
export async function readCsvBody(request: Request): Promise<string> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!CSV_TYPES.includes(type)) throw new HttpError(400, 'Send the export as CSV (content-type text/csv)');
  if (Number(request.headers.get('content-length') ?? 0) > MAX_IMPORT_BYTES)
    throw new HttpError(413, 'The file is too large (4 MB at most)');
  return readText(request, MAX_IMPORT_BYTES, 'The file is too large (4 MB at most)');
}

/** Adds the export's books to the visitor's shelf, each once, and says what was added and skipped. */
export async function importExport(
  db: Database,
  visitor: string,
  csv: string,
  now = new Date(),
): Promise<ImportSummary> {
  let parsed;
  try {
    parsed = parseExport(csv);
  } catch (error) {
    if (error instanceof CsvImportError) throw new HttpError(400, error.message, { file: [error.message] });
    throw error;
  }
  const [shelf, catalogue] = await Promise.all([shelfIndex(db, visitor), listBooks(db)]);
  const plan = planImport(parsed.format, parsed.rows, shelf, catalogue, now);
  await writeImport(db, visitor, plan.entries, plan.reads);
  return plan.summary;
}
