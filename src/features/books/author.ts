/** The author of every book in the catalogue (the site's owner). */
export const AUTHOR = 'Kendra Lane';
