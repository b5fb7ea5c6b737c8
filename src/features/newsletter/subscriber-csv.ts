/**
 * The subscribers' CSV (email, status, created_at), read with csv-parse: quoted fields,
 * CRLF, a byte-order mark and spreadsheet quirks are the parser's business. Each row is
 * checked on its own, so a bad row is reported by its line and the good rows are kept.
 */
import { parse } from 'csv-parse/sync';
import { safeParse } from 'zod/v4/core';
import { subscriptionStatuses, type SubscriptionStatus } from '~db/schema';
import type { ImportedSubscriber } from './subscriptions.queries';
import { emailField } from './schema';

/** The columns of the export, and of an import (in any order, with a header row). */
export const SUBSCRIBER_CSV_COLUMNS = ['email', 'status', 'created_at'] as const;

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

/** A date as ISO 8601 or epoch milliseconds; undefined when empty, null when unreadable. */
function readDate(value: string): Date | undefined | null {
  if (value === '') return undefined;
  const date = /^\d{10,13}$/.test(value) ? new Date(Number(value)) : new Date(value);
  return Number.isNaN(date.getTime()) || date.getTime() > Date.now() + 86_400_000 ? null : date;
}

/** The text after its first `lines` lines. */
function afterLines(text: string, lines: number): string {
  let at = 0;
  for (let n = 0; n < lines; n++) {
    const end = text.indexOf('\n', at);
    if (end === -1) return '';
    at = end + 1;
  }
  return text.slice(at);
}

/**
 * The file's records with the line each ends on, and the rows that could not be read.
 * A quote that is never closed would run on to the end of the file and take every row
 * after it along: its line is reported, and reading goes on from the next line.
 */
function readRecords(text: string): { records: { record: string[]; line: number }[]; errors: CsvRowError[] } {
  const records: { record: string[]; line: number }[] = [];
  const errors: CsvRowError[] = [];
  for (let rest = text, offset = 0; rest !== '';) {
    const read: typeof records = [];
    const skipped: CsvRowError[] = [];
    let lastLine = 0;
    let unclosedAt = 0;
    parse(rest, {
      bom: offset === 0,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      skip_records_with_error: true,
      on_record: (record: string[], context) => {
        read.push({ record, line: offset + context.lines });
        lastLine = context.lines;
        return record;
      },
      on_skip: (error) => {
        if (error?.code === 'CSV_QUOTE_NOT_CLOSED') unclosedAt ||= lastLine + 1;
        else skipped.push({ line: offset + lastLine + 1, message: error?.message ?? 'Unreadable row' });
        return undefined;
      },
    });
    // From an unclosed quote on, what was read is that quote's doing: those lines are read again.
    const before = unclosedAt ? offset + unclosedAt : Infinity;
    records.push(...read.filter((row) => row.line < before));
    errors.push(...skipped.filter((error) => error.line < before));
    if (!unclosedAt) break;
    errors.push({
      line: before,
      message: 'A quote (") opens on this line and is never closed; the rows after it were still read',
    });
    rest = afterLines(rest, unclosedAt);
    offset += unclosedAt;
  }
  return { records, errors };
}

/** Parses an import. Throws when the file has no `email` column at all. */
export function parseSubscriberCsv(text: string): ParsedSubscriberCsv {
  const { records, errors } = readRecords(text);
  if (records.length === 0 && errors.length === 0) throw new Error('The file is empty');
  const first = records[0]?.record.map((h) => h.toLowerCase()) ?? [];
  const hasHeader = first.includes('email');
  const column = (name: (typeof SUBSCRIBER_CSV_COLUMNS)[number]) =>
    hasHeader ? first.indexOf(name) : SUBSCRIBER_CSV_COLUMNS.indexOf(name);
  const [emailAt, statusAt, createdAt] = SUBSCRIBER_CSV_COLUMNS.map(column);
  if (!hasHeader && records.length && !records[0]!.record[0]?.includes('@'))
    throw new Error('The file needs a header row with an email column (email, status, created_at)');

  const rows: ImportedSubscriber[] = [];
  const seen = new Map<string, number>();
  for (const { record, line } of hasHeader ? records.slice(1) : records) {
    const problems: string[] = [];
    const email = safeParse(emailField, record[emailAt!] ?? '');
    if (!email.success) problems.push(`email: ${email.error.issues[0]?.message ?? 'invalid'}`);
    const rawStatus = (statusAt! >= 0 ? (record[statusAt!] ?? '') : '').toLowerCase();
    const status = subscriptionStatuses.find((s) => s === rawStatus);
    if (!status) problems.push(`status: must be one of ${subscriptionStatuses.join(', ')}`);
    const created = createdAt! >= 0 ? readDate(record[createdAt!] ?? '') : undefined;
    if (created === null) problems.push('created_at: not a date (use ISO 8601, e.g. 2025-03-01T10:00:00Z)');
    if (email.success && seen.has(email.data))
      problems.push(`email: ${email.data} is already on line ${seen.get(email.data)}`);
    if (problems.length) {
      errors.push({ line, message: problems.join('; ') });
      continue;
    }
    seen.set(email.data!, line);
    rows.push({
      email: email.data!,
      status: status as SubscriptionStatus,
      ...(created ? { createdAt: created } : {}),
    });
  }
  errors.sort((a, b) => a.line - b.line);
  return { rows, errors };
}
