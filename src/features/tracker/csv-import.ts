/**
 * Reads a Goodreads or StoryGraph CSV export (RFC 4180, parsed by csv-parse) into rows
 * for the shelf, naming the line of anything malformed. A file in another encoding or
 * with another separator is refused with a message that names it. Parsing goes in
 * slices that give the event loop back between them, so a 20,000-row file never holds
 * up another visitor's request for more than a few milliseconds.
 */
import { CsvError, parse, type Options } from 'csv-parse';
import { detectFormat, GOODREADS_COLUMNS, mapRow, type CsvFormat, type ImportedRow } from './csv-formats';
import { unneutralise } from './csv-cells';
import { TimeSlicer } from './time-slicer';

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

const RESAVE =
  "Export it again from Goodreads or StoryGraph, or save it as 'CSV UTF-8' and import that file.";

/**
 * The file's text. Exports are UTF-8; anything else is refused with its name, because
 * read as UTF-8 it would turn 'Cien años' into 'Cien a�os' without a word.
 */
export function decodeExport(bytes: Uint8Array): string {
  const utf16 =
    (bytes[0] === 0xff && bytes[1] === 0xfe) ||
    (bytes[0] === 0xfe && bytes[1] === 0xff) ||
    // ASCII text in UTF-16 without a byte order mark: every other byte is zero.
    (bytes.length >= 4 && bytes[1] === 0 && bytes[3] === 0) ||
    (bytes.length >= 4 && bytes[0] === 0 && bytes[2] === 0);
  if (utf16) throw new CsvImportError(`The file is in UTF-16 (Unicode), not UTF-8. ${RESAVE}`);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const text = new TextDecoder('windows-1252').decode(bytes);
    const at = firstNonUtf8Line(bytes);
    throw new CsvImportError(
      `The file is in Windows-1252 (also called ANSI or Latin-1), not UTF-8: letters such as 'ñ' or 'é' on line ${at} would come out wrong${quoteLine(text, at)}. ${RESAVE}`,
      at,
    );
  }
}

/** The 1-based line of the first byte sequence that is not UTF-8. */
function firstNonUtf8Line(bytes: Uint8Array): number {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let line = 1;
  let start = 0;
  for (let i = 0; i <= bytes.length; i++) {
    if (i === bytes.length || bytes[i] === 0x0a) {
      try {
        decoder.decode(bytes.subarray(start, i));
      } catch {
        return line;
      }
      line++;
      start = i + 1;
    }
  }
  return 1;
}

/** ` ('Cien a?os')`: the start of a line, to show the reader which one. */
function quoteLine(text: string, line: number): string {
  const shown = (text.split('\n')[line - 1] ?? '').split(/[,;\t]/).find((cell) => /[^\x00-\x7f]/.test(cell));
  return shown ? ` ('${shown.replace(/^"|"$/g, '').slice(0, 40)}')` : '';
}

const SEPARATORS = [
  [';', 'semicolons (;)'],
  ['\t', 'tabs'],
  ['|', 'vertical bars (|)'],
] as const;

/** Refuses a header row whose fields are separated by something other than commas, naming it. */
function checkSeparator(text: string): void {
  const first = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  if (detectFormat(first.split(','))) return;
  for (const [separator, name] of SEPARATORS) {
    const names = first.split(separator).map((cell) => cell.replace(/^"|"$/g, ''));
    if (names.length > 1 && detectFormat(names))
      throw new CsvImportError(
        `The file separates its fields with ${name}, not commas: it was saved in another format than the one Goodreads and StoryGraph export. ${RESAVE}`,
        1,
      );
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

/** Characters parsed between two yields (about a millisecond of csv-parse's work). */
const SLICE = 32 * 1024;

interface Parsed {
  record: string[];
  info: { lines: number };
}

/** Parses CSV text in slices, yielding between them; a CsvError names the line a bad row began on. */
async function parseInSlices(text: string, slicer: TimeSlicer): Promise<Parsed[]> {
  const records: Parsed[] = [];
  let lastLine = 0;
  let failure: unknown;
  const options: Options = {
    bom: true,
    skip_empty_lines: true,
    // Each record comes with where it ends (info.lines), so rows can be named by line.
    info: true,
    on_record: (record, context) => {
      lastLine = context.lines;
      return record;
    },
  };
  const parser = parse(options);
  parser.on('data', (row: Parsed) => {
    records.push(row);
    if (records.length > MAX_IMPORT_ROWS + 1)
      failure ??= new CsvImportError(
        `The file has more than ${MAX_IMPORT_ROWS} books; import at most ${MAX_IMPORT_ROWS} at a time`,
      );
  });
  parser.on('error', (error) => (failure ??= error));
  const ended = new Promise<void>((done) =>
    parser
      .once('close', done)
      .once('end', done)
      .once('error', () => done()),
  );
  for (let at = 0; at < text.length && !failure; at += SLICE) {
    parser.write(text.slice(at, at + SLICE));
    await slicer.pause();
  }
  if (!failure) parser.end();
  else parser.destroy();
  await ended;
  if (failure instanceof CsvError) {
    // A quote problem may only be noticed lines later (a quoted field runs on until a quote
    // closes it): name the line where the row began, the one after the last good row.
    const reported = Number((failure as CsvError & { lines?: number }).lines);
    const quote = failure.code === 'CSV_QUOTE_NOT_CLOSED' || failure.code === 'CSV_INVALID_CLOSING_QUOTE';
    const line = quote || !reported ? lastLine + 1 : reported;
    throw new CsvImportError(`Malformed CSV on line ${line}: ${describe(failure)}`, line);
  }
  if (failure) throw failure;
  return records;
}

/**
 * Parses an export: its format and each row read (or why it is skipped), with the line it
 * starts on. Cells this tracker's export wrote with a leading `'` (so a spreadsheet does not
 * run them as formulas) are read back as they were.
 */
export async function parseExport(
  text: string,
  slicer = new TimeSlicer(),
): Promise<{ format: CsvFormat; rows: ImportedRow[] }> {
  if (!text.replace(/^\uFEFF/, '').trim())
    throw new CsvImportError('The file is empty: export your library from Goodreads or StoryGraph');
  checkSeparator(text);
  const [head, ...records] = await parseInSlices(text, slicer);
  if (!head) throw new CsvImportError('The file is empty: export your library from Goodreads or StoryGraph');
  const header = head.record.map((name) => name.trim());
  const format = detectFormat(header);
  if (!format)
    throw new CsvImportError(
      `Line 1 is not the header of a Goodreads or StoryGraph export (Goodreads starts '${GOODREADS_COLUMNS.slice(0, 3).join(',')}', StoryGraph 'Title,Authors,...')`,
      1,
    );
  const rows: ImportedRow[] = [];
  for (const { record, info } of records) {
    const values: Record<string, string> = {};
    header.forEach((name, i) => (values[name] = unneutralise(record[i] ?? '')));
    rows.push(mapRow(format, values, info.lines - innerLines(record)));
    await slicer.maybePause();
  }
  return { format, rows };
}
