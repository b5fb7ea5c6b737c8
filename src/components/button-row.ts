/**
 * A row of a page's buttons and button links (a book's Read, Buy and shelf buttons): they
 * wrap on a narrow screen, stand level at the top whatever one of them holds below it, and
 * are all as tall as an outlined button (a filled one has no border to make up the 4 px).
 * One class list for the Astro page and for the island that renders part of the same row.
 */
export const buttonRow = 'flex flex-wrap items-start gap-3 *:min-h-12';
