/** The Person and WebSite JSON-LD of the home page and /about, from the owner's site texts at build time. */
import { getCollection, getEntry } from 'astro:content';
import { personJsonLd, websiteJsonLd } from './json-ld';

/** Both objects, for BaseLayout's `jsonLd`. */
export async function siteJsonLd(site: URL): Promise<Record<string, unknown>[]> {
  const about = (await getEntry('about', 'about'))!.data;
  const profiles = (await getCollection('social'))
    .map((e) => e.data)
    .sort((a, b) => a.order - b.order)
    .map((s) => s.url);
  return [personJsonLd(site, { description: about.lead, profiles }), websiteJsonLd(site)];
}
