/** Who the engagement beacon should not count: crawlers, scripts, previews and headless browsers. */

/**
 * User-agent fragments of automated clients: search and social crawlers, link
 * previewers, uptime monitors, audit tools, headless browsers and HTTP libraries.
 */
const BOT_PATTERN = new RegExp(
  [
    'bot\\b',
    'bot/',
    'crawl',
    'spider',
    'slurp',
    'bingpreview',
    'facebookexternalhit',
    'embedly',
    'quora link preview',
    'whatsapp',
    'headlesschrome',
    'lighthouse',
    'pagespeed',
    'gtmetrix',
    'phantomjs',
    'puppeteer',
    'playwright',
    'selenium',
    'pingdom',
    'uptime',
    'monitor',
    'curl/',
    'wget/',
    'python-',
    'httpx',
    'go-http-client',
    'java/',
    'okhttp',
    'axios/',
    'node-fetch',
    'undici',
    '^node$',
    'libwww',
    'scrapy',
    'feedfetcher',
    'rss',
  ].join('|'),
  'i',
);

/** True when the user agent belongs to an automated client, or is missing. */
export function isBot(userAgent: string | null | undefined): boolean {
  const ua = userAgent?.trim() ?? '';
  return ua === '' || BOT_PATTERN.test(ua);
}

/**
 * True when the request says "do not track" (DNT: 1) or carries the Global Privacy
 * Control signal (Sec-GPC: 1): nothing is recorded for it.
 */
export function optsOut(headers: Headers): boolean {
  return headers.get('dnt')?.trim() === '1' || headers.get('sec-gpc')?.trim() === '1';
}
