/**
 * Cells a spreadsheet would run as a formula: text starting with '=', '+', '-' or '@'
 * (or a tab or carriage return) is written with a leading `'`, which spreadsheets show
 * as text, and the import takes it off again, so an export always reads back the same.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell as the export writes it: a formula-like start gets a leading `'`. */
export function neutralise(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** A cell as the import reads it: the `'` the export added is taken off. */
export function unneutralise(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}
