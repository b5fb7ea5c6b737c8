/** Long-form dates as the site shows them ('March 5, 2025'), always in UTC so every build agrees. */

const longDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 'March 5, 2025'. */
export function formatLongDate(date: Date | string | number): string {
  return longDate.format(new Date(date));
}

/** The machine-readable form for `<time datetime>`: '2025-03-05'. */
export function isoDay(date: Date | string | number): string {
  return new Date(date).toISOString().slice(0, 10);
}
