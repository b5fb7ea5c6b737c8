/** Cache-Control for the public read API: browsers keep a minute, shared caches five. */
export const PUBLIC_READ_CACHE = { 'cache-control': 'public, max-age=60, s-maxage=300' } as const;
