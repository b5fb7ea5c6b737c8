/** Conversions between a datetime-local input's value and ISO date-times. */

/** The value a datetime-local input shows for `date` in the browser's time zone ('2026-11-22T06:30'). */
export function toLocalInputValue(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** The ISO date-time of a datetime-local value read in the browser's time zone; '' when it is not a date. */
export function localInputToIso(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value)) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}
