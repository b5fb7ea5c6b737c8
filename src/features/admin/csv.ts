/** CSV export (RFC 4180) that a spreadsheet opens safely. */

/** One cell: quoted when needed; a leading =, +, -, @ is neutralised so no formula runs. */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV document: a header row, then one row per record, CRLF line ends. */
export function toCsv<T>(
  columns: readonly (readonly [header: string, value: (row: T) => unknown])[],
  rows: readonly T[],
): string {
  const lines = [columns.map(([header]) => csvCell(header)).join(',')];
  for (const row of rows) lines.push(columns.map(([, value]) => csvCell(value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** A CSV download response. */
export function csvResponse(csv: string, filename: string): Response {
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'no-store',
    },
  });
}
