/**
 * Google's rules for Book actions and Product rich results, as checks on a JSON-LD object:
 * each returns the required fields that are missing or malformed (empty when it passes).
 * From Google Search Central's structured data pages ('Book actions', 'Product snippets'
 * and 'Merchant listings'): only the required properties, which a rich result needs.
 */

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);
const text = (v: unknown) => typeof v === 'string' && v.trim() !== '';
const absolute = (v: unknown) => typeof v === 'string' && /^https?:\/\/\S+$/.test(v);

/** schema.org's BookFormatType values. */
const BOOK_FORMATS = ['EBook', 'Hardcover', 'Paperback', 'AudiobookFormat', 'GraphicNovel'].map(
  (f) => `https://schema.org/${f}`,
);

/** What a Book (work) lacks for Google's Book actions: @id, name, url, author, and editions that each qualify. */
export function bookActionProblems(work: Json): string[] {
  const problems: string[] = [];
  if (work['@type'] !== 'Book') problems.push('@type Book');
  if (!text(work['@id'])) problems.push('@id');
  if (!text(work.name)) problems.push('name');
  if (!absolute(work.url)) problems.push('url');
  const authors = list(work.author);
  if (authors.length === 0 || !authors.every((a) => isObject(a) && a['@type'] === 'Person' && text(a.name)))
    problems.push('author (Person with name)');
  const editions = list(work.workExample);
  if (editions.length === 0) problems.push('workExample');
  editions.forEach((edition, i) => {
    const at = `workExample[${i}]`;
    if (!isObject(edition)) return problems.push(at);
    if (edition['@type'] !== 'Book') problems.push(`${at}.@type Book`);
    if (!text(edition['@id'])) problems.push(`${at}.@id`);
    if (!BOOK_FORMATS.includes(String(edition.bookFormat))) problems.push(`${at}.bookFormat`);
    if (!text(edition.inLanguage)) problems.push(`${at}.inLanguage`);
    if (!/^(\d{13}|\d{9}[\dX])$/.test(String(edition.isbn))) problems.push(`${at}.isbn`);
    const actions = list(edition.potentialAction);
    if (actions.length === 0) problems.push(`${at}.potentialAction`);
    actions.forEach((action, j) => {
      const where = `${at}.potentialAction[${j}]`;
      if (!isObject(action) || action['@type'] !== 'ReadAction') return problems.push(`${where} ReadAction`);
      const target = action.target;
      if (
        !isObject(target) ||
        target['@type'] !== 'EntryPoint' ||
        !absolute(target.urlTemplate) ||
        list(target.actionPlatform).length === 0
      )
        problems.push(`${where}.target (EntryPoint with urlTemplate and actionPlatform)`);
      const offer = action.expectsAcceptanceOf;
      if (!isObject(offer) || offer['@type'] !== 'Offer')
        return problems.push(`${where}.expectsAcceptanceOf`);
      if (!['nologinrequired', 'free', 'subscription', 'purchase', 'rental'].includes(String(offer.category)))
        problems.push(`${where}.expectsAcceptanceOf.category`);
      if (!list(offer.eligibleRegion).some((r) => isObject(r) && text(r.name)))
        problems.push(`${where}.expectsAcceptanceOf.eligibleRegion`);
      if (
        offer.category === 'purchase' &&
        (!/^\d+(\.\d{2})?$/.test(String(offer.price)) || !text(offer.priceCurrency))
      )
        problems.push(`${where}.expectsAcceptanceOf.price and priceCurrency`);
    });
  });
  return problems;
}

/** What a Product lacks for Google's product snippets and merchant listings: name, image, and an Offer with price and currency. */
export function productProblems(product: Json): string[] {
  const problems: string[] = [];
  if (product['@type'] !== 'Product') problems.push('@type Product');
  if (!text(product.name)) problems.push('name');
  const images = list(product.image);
  if (images.length === 0 || !images.every(absolute)) problems.push('image');
  const offers = list(product.offers);
  if (offers.length === 0) problems.push('offers');
  offers.forEach((offer, i) => {
    const at = `offers[${i}]`;
    if (!isObject(offer) || offer['@type'] !== 'Offer') return problems.push(`${at} Offer`);
    if (!/^\d+(\.\d{1,2})?$/.test(String(offer.price)) || Number(offer.price) <= 0)
      problems.push(`${at}.price`);
    if (!/^[A-Z]{3}$/.test(String(offer.priceCurrency))) problems.push(`${at}.priceCurrency`);
    if (!String(offer.availability).startsWith('https://schema.org/')) problems.push(`${at}.availability`);
  });
  return problems;
}
