/** What a page is in the site search's results: shown beside each result and usable as a filter. */
export type SearchType = 'Book' | 'Post' | 'Product' | 'Venture' | 'Page';
