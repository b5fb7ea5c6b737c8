/**
 * Reads a Goodreads or StoryGraph CSV export (RFC 4180, parsed by csv-parse) into rows
 * for the shelf, naming the line of anything malformed.
 */
import { CsvError, parse } from 'csv-parse/sync';
import { detectFormat, GOODREADS_COLUMNS, mapRow, type CsvFormat, type ImportedRow } from './csv-formats';

/** The most rows one import takes. */
export const MAX_IMPORT_ROWS = 20_000;

/** A file that cannot be read as an export; `line` is where the problem is (1 = the header). */
export class CsvImportError extends Error {
  constructor(
    message: string,
    readonly line: number | null = null,
  ) {
    super(message);
  }
}

/** What each csv-parse failure means for a reader. */
function describe(error: CsvError): string {
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'a quoted field is never closed';
    case 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH': {
      const [, expected, got] = /expect (\d+), got (\d+)/.exec(error.message) ?? [];
      return expected
        ? `it has ${got} fields where the header has ${expected}`
        : 'its number of fields is wrong';
    }
    case 'CSV_INVALID_CLOSING_QUOTE':
      return 'a quote inside a quoted field is not doubled ("")';
    default:
      return error.message.replace(/\s*(at|on) line \d+.*$/s, '');
  }
}

/** Newlines inside a record's fields, so a record's first line can be told from its last. */
const innerLines = (record: string[]) => record.reduce((n, field) => n + (field.split('\n').length - 1), 0);

/** Parses an export: its format and each row read (or why it is skipped), with the line it starts on. */
export function parseExport(text: string): { format: CsvFormat; rows: ImportedRow[] } {
  let parsed: { record: string[]; info: { lines: number } }[];
  let lastLine = 0;
  try {
    parsed = parse(text, {
      bom: true,
      skip_empty_lines: true,
      // Each record comes with where it ends (info.lines), so rows can be named by line.
      info: true,
      on_record: (record, context) => {
        lastLine = context.lines;
        return record;
      },
    }) as unknown as typeof parsed;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // A quote problem may only be noticed lines later (a quoted field runs on until a quote
    // closes it): name the line where the row began, the one after the last good row.
    const reported = Number((error as CsvError & { lines?: number }).lines);
    const quote = error.code === 'CSV_QUOTE_NOT_CLOSED' || error.code === 'CSV_INVALID_CLOSING_QUOTE';
    const line = quote || !reported ? lastLine + 1 : reported;
    throw new CsvImportError(`Malformed CSV on line ${line}: ${describe(error)}`, line);
  }
  const [head, ...records] = parsed;
  if (!head) throw new CsvImportError('The file is empty: export your library from Goodreads or StoryGraph');
  const header = head.record.map((name) => name.trim());
  const format = detectFormat(header);
  if (!format)
    throw new CsvImportError(
      `Line 1 is not the header of a Goodreads or StoryGraph export (Goodreads starts '${GOODREADS_COLUMNS.slice(0, 3).join(',')}', StoryGraph 'Title,Authors,...')`,
      1,
    );
  if (records.length > MAX_IMPORT_ROWS)
    throw new CsvImportError(
      `The file has ${records.length} books; import at most ${MAX_IMPORT_ROWS} at a time`,
    );
  const rows = records.map(({ record, info }) => {
    const values: Record<string, string> = {};
    header.forEach((name, i) => (values[name] = record[i] ?? ''));
    return mapRow(format, values, info.lines - innerLines(record));
  });
  return { format, rows };
}
