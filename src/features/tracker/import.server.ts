/** Importing a Goodreads or StoryGraph export into a visitor's shelf: read, plan, write; and undoing it. */
import { randomBytes } from 'node:crypto';
import type { Database } from '~db/client';
import { listBooks } from '~/features/books/books.queries';
import { HttpError, readBytes } from '~/lib/http/api';
import { afterBurst } from '~/lib/memory.server';
import { shelfIndex, writeImport } from './import.queries';
import { CsvImportError, decodeExport, parseExport } from './csv-import';
import { planImport, type ImportSummary } from './import-plan';
import { TimeSlicer } from './time-slicer';

/**
 * Largest export accepted: a 5,000-book Goodreads library is 1-3 MB with reviews, and a
 * Vercel function takes at most 4.5 MB of request body, so every host accepts the same.
 */
export const MAX_IMPORT_BYTES = 4 * 1024 * 1024;

/** The content types a CSV upload may carry (browsers label .csv files inconsistently). */
const CSV_TYPES = ['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel'];

const asBadRequest = (error: unknown) =>
  error instanceof CsvImportError ? new HttpError(400, error.message, { file: [error.message] }) : error;

/**
 * The request's CSV text: refuses other content types (400), more than MAX_IMPORT_BYTES
 * (413, declared or not: reading stops at the limit) and a file that is not UTF-8 (400,
 * naming its encoding).
 */
export async function readCsvBody(request: Request): Promise<string> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!CSV_TYPES.includes(type)) throw new HttpError(400, 'Send the export as CSV (content-type text/csv)');
  const bytes = await readBytes(request, MAX_IMPORT_BYTES, 'The file is too large (4 MB at most)');
  try {
    return decodeExport(bytes);
  } catch (error) {
    throw asBadRequest(error);
  }
}

/**
 * Adds the export's books to the visitor's shelf, each once, and says what was added and
 * skipped; the answer's importId undoes it. Parsing, planning and writing give other
 * requests a turn every few milliseconds.
 */
export async function importExport(
  db: Database,
  visitor: string,
  csv: string,
  now = new Date(),
): Promise<ImportSummary> {
  const slicer = new TimeSlicer();
  let parsed;
  try {
    parsed = await parseExport(csv, slicer);
  } catch (error) {
    throw asBadRequest(error);
  } finally {
    afterBurst();
  }
  const [shelf, catalogue] = await Promise.all([shelfIndex(db, visitor), listBooks(db)]);
  await slicer.pause();
  const plan = await planImport(parsed.format, parsed.rows, shelf, catalogue, now, slicer);
  const changes = plan.entries.length > 0 || plan.reads.length > 0;
  const importId = changes ? randomBytes(12).toString('base64url') : null;
  if (importId) await writeImport(db, visitor, importId, plan.entries, plan.reads, slicer);
  afterBurst();
  return { ...plan.summary, importId };
}
