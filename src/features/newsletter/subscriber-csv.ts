/**
 * The subscribers' CSV (email, status, created_at), and a plain list of addresses (one
 * column, header `email` or none), read with csv-parse: quoted fields, CRLF, a byte-order
 * mark and spreadsheet quirks are the parser's business.
 *
 * An address is one line, so the file is read a chunk of lines at a time, and the thread is
 * handed back every 10 ms: a 100,000-row import never holds up other visitors' requests.
 * A chunk the parser cannot read (an unclosed quote swallows every line after it) is read
 * again line by line, so only the broken lines are refused, each reported by its number,
 * and the good rows after them are kept. Each row is checked on its own the same way.
 * The export guards cells against spreadsheet formulas with a leading `'`
 * (src/features/admin/csv.ts); the import takes that guard off again.
 */
import { parse } from 'csv-parse/sync';
import { safeParse } from 'zod/v4/core';
import { subscriptionStatuses } from '~db/schema';
import type { ImportedSubscriber } from './subscriptions.queries';
import { emailField } from './schema';

/** The columns of the export, and of an import (in any order, with a header row). */
export const SUBSCRIBER_CSV_COLUMNS = ['email', 'status', 'created_at'] as const;

/** Lines handed to the parser at once (an unreadable chunk is read again line by line). */
export const CSV_CHUNK_LINES = 500;
/** The longest the import holds the thread before it lets other requests run. */
const SLICE_MS = 10;

/** A row that could not be imported. */
export interface CsvRowError {
  line: number;
  message: string;
}

/** What a file holds: the rows to import and the rows refused. */
export interface ParsedSubscriberCsv {
  rows: ImportedSubscriber[];
  errors: CsvRowError[];
}

/** How to read a file. */
export interface SubscriberCsvOptions {
  /**
   * The owner confirms that everyone on the list agreed to get the newsletter: rows
   * without a status (a plain list of addresses) are imported as confirmed.
   */
  consented?: boolean;
}

/** A file that cannot be imported at all, with the reason to show. */
export class SubscriberCsvError extends Error {}

/** Returns a check that lets other work run (other visitors' requests) once SLICE_MS have passed. */
function timeSlices() {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < SLICE_MS) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    since = performance.now();
  };
}

/** A cell as the export wrote it, with its formula guard (a `'` before =, +, -, @, tab, CR) taken off. */
export function unguardCell(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

/** A date as ISO 8601 or epoch milliseconds; undefined when empty, null when unreadable. */
function readDate(value: string): Date | undefined | null {
  if (value === '') return undefined;
  const date = /^\d{10,13}$/.test(value) ? new Date(Number(value)) : new Date(value);
  return Number.isNaN(date.getTime()) || date.getTime() > Date.now() + 86_400_000 ? null : date;
}

/** One read record: its cells and the line it is on. */
interface CsvRecord {
  cells: string[];
  line: number;
}

const PARSE_OPTIONS = { trim: true, relax_column_count: true, skip_empty_lines: true } as const;

/** The records of `lines` (the file's lines from `firstLine` on), or the reason they cannot be read together. */
function parseLines(lines: string[], firstLine: number): CsvRecord[] {
  const records: CsvRecord[] = [];
  parse(lines.join('\n'), {
    ...PARSE_OPTIONS,
    on_record: (cells: string[], context) => {
      records.push({ cells: cells.map(unguardCell), line: firstLine + context.lines - 1 });
      return cells;
    },
  });
  return records;
}

/** The records of one chunk; a chunk the parser refuses is read line by line, its broken lines reported. */
function readChunk(lines: string[], firstLine: number, errors: CsvRowError[]): CsvRecord[] {
  try {
    return parseLines(lines, firstLine);
  } catch {
    const records: CsvRecord[] = [];
    lines.forEach((text, i) => {
      try {
        records.push(...parseLines([text], firstLine + i));
      } catch (error) {
        errors.push({ line: firstLine + i, message: `unreadable: ${(error as Error).message}` });
      }
    });
    return records;
  }
}

/** Where each column is: from the header row, or in the export's order without one. */
interface Layout {
  hasHeader: boolean;
  email: number;
  status: number;
  createdAt: number;
}

function layoutOf(first: CsvRecord): Layout {
  const header = first.cells.map((h) => h.toLowerCase());
  if (header.includes('email'))
    return {
      hasHeader: true,
      email: header.indexOf('email'),
      status: header.indexOf('status'),
      createdAt: header.indexOf('created_at'),
    };
  if (!first.cells[0]?.includes('@'))
    throw new SubscriberCsvError(
      'The file needs an email column: a header row (email, status, created_at) or one address per line',
    );
  return { hasHeader: false, email: 0, status: 1, createdAt: 2 };
}

/**
 * Parses an import, yielding between chunks of lines. Throws SubscriberCsvError when the
 * file has no email column, is empty, or is a list without statuses that the owner did
 * not say everyone agreed to (`consented`).
 */
export async function parseSubscriberCsv(
  text: string,
  { consented = false }: SubscriberCsvOptions = {},
): Promise<ParsedSubscriberCsv> {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const errors: CsvRowError[] = [];
  const rows: ImportedSubscriber[] = [];
  const seen = new Map<string, number>();
  let layout: Layout | undefined;
  let withStatus = 0;
  let withoutStatus = 0;
  const pause = timeSlices();

  for (let start = 0; start < lines.length; start += CSV_CHUNK_LINES) {
    await pause();
    const records = readChunk(lines.slice(start, start + CSV_CHUNK_LINES), start + 1, errors);
    for (const [n, record] of records.entries()) {
      if (n % 100 === 99) await pause();
      if (!layout) {
        layout = layoutOf(record);
        if (layout.hasHeader) continue;
      }
      const problems: string[] = [];
      const email = safeParse(emailField, record.cells[layout.email] ?? '');
      if (!email.success) problems.push(`email: ${email.error.issues[0]?.message ?? 'invalid'}`);
      const rawStatus = (layout.status >= 0 ? (record.cells[layout.status] ?? '') : '').toLowerCase();
      if (rawStatus) withStatus += 1;
      else withoutStatus += 1;
      const status = rawStatus
        ? subscriptionStatuses.find((s) => s === rawStatus)
        : consented
          ? 'confirmed'
          : undefined;
      if (!status)
        problems.push(
          rawStatus
            ? `status: must be one of ${subscriptionStatuses.join(', ')}`
            : 'status: missing (import a plain list as confirmed only when everyone on it agreed)',
        );
      const created = layout.createdAt >= 0 ? readDate(record.cells[layout.createdAt] ?? '') : undefined;
      if (created === null) problems.push('created_at: not a date (use ISO 8601, e.g. 2025-03-01T10:00:00Z)');
      if (email.success && seen.has(email.data))
        problems.push(`email: ${email.data} is already on line ${seen.get(email.data)}`);
      if (problems.length) {
        errors.push({ line: record.line, message: problems.join('; ') });
        continue;
      }
      seen.set(email.data!, record.line);
      rows.push({ email: email.data!, status: status!, ...(created ? { createdAt: created } : {}) });
    }
  }
  if (!layout && errors.length === 0) throw new SubscriberCsvError('The file is empty');
  if (!consented && withStatus === 0 && withoutStatus > 0)
    throw new SubscriberCsvError(
      'This list has no status column. If everyone on it agreed to get your newsletter, import it as confirmed (consented=true); otherwise add a status column (pending, confirmed or unsubscribed).',
    );
  errors.sort((a, b) => a.line - b.line);
  return { rows, errors };
}
