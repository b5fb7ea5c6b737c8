/**
 * The search page's results, loaded only once a visitor starts a search (focus, typing or a
 * ?q= in the address): Pagefind's own client (/pagefind/pagefind.js, same origin, made by
 * the build) answers from the static index. Books and posts come before products, ventures
 * and other pages (relevance decides within each), every page once; a book whose title was
 * misspelled by a letter or two comes first (fuzzy.ts, over /search/titles.json). The first
 * ten are shown as links.
 */
import { closeTitles, type TitleEntry } from './fuzzy';
import { rankResults } from './rank';

/** One result as Pagefind returns it. */
interface PagefindResult {
  url: string;
  excerpt: string;
  meta: { title?: string; type?: string };
}
interface Pagefind {
  options(options: object): Promise<void>;
  init(): Promise<void>;
  search(term: string): Promise<{ results: { data(): Promise<PagefindResult> }[] } | null>;
}

/** Results shown at once. */
const SHOWN = 10;
/** Results read (their title, type and excerpt) to put books and posts first. */
const READ = 40;

let client: Promise<Pagefind> | null = null;
/** Loads Pagefind once (its script, then its WebAssembly and index as the first search needs them). */
function pagefind(): Promise<Pagefind> {
  client ??= (async () => {
    const url = '/pagefind/pagefind.js';
    const module = (await import(/* @vite-ignore */ url)) as Pagefind;
    await module.options({ excerptLength: 24 });
    void module.init();
    return module;
  })();
  return client;
}

let titles: Promise<TitleEntry[]> | null = null;
/** Every book's title and page, fetched once (an empty list if that fails: the search still works). */
function bookTitles(): Promise<TitleEntry[]> {
  titles ??= fetch('/search/titles.json')
    .then((response) => (response.ok ? (response.json() as Promise<TitleEntry[]>) : []))
    .catch(() => {
      titles = null;
      return [];
    });
  return titles;
}

/** Starts loading the index, so the first search is quick (on focus). */
export function warm(): void {
  pagefind().catch(() => {
    client = null;
  });
  void bookTitles();
}

/** A site path without the trailing slash the index's paths carry ('/book/1/preview/'). */
export function resultPath(url: string): string {
  return url.length > 1 ? url.replace(/\/(index\.html)?$/, '') : url;
}

/** The live region's text. */
export function statusText(term: string, count: number): string {
  if (!term) return '';
  if (count === 0) return `No results for “${term}”.`;
  return `${count} ${count === 1 ? 'result' : 'results'} for “${term}”${count > SHOWN ? `, showing the first ${SHOWN}` : ''}.`;
}

/** `text` safe inside HTML. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function resultItem(result: PagefindResult): HTMLLIElement {
  const item = document.createElement('li');
  item.className = 'border-plum/10 bg-surface rounded-2xl border p-5 shadow-sm';
  const type = document.createElement('p');
  type.className = 'text-magenta text-xs font-semibold tracking-wider uppercase';
  type.textContent = result.meta.type ?? 'Page';
  const heading = document.createElement('h2');
  heading.className = 'mt-1 font-serif text-xl font-bold';
  const link = document.createElement('a');
  link.className = 'text-plum hover:underline';
  link.href = resultPath(result.url);
  link.textContent = result.meta.title ?? link.pathname;
  heading.append(link);
  const excerpt = document.createElement('p');
  excerpt.className = 'text-muted mt-2 text-sm leading-relaxed [&_mark]:bg-gold/40 [&_mark]:text-ink';
  // Pagefind's excerpt is the page's own escaped text with <mark> around the matches.
  excerpt.innerHTML = result.excerpt;
  item.append(type, heading, excerpt);
  return item;
}

const hrefs = (items: Element[]) =>
  items.map((item) => item.querySelector('a')?.getAttribute('href')).join('\n');

/** Shows `items`; when they are the pages already listed, only their excerpts change. */
function show(list: HTMLElement, items: HTMLLIElement[]): void {
  const current = [...list.children];
  if (current.length !== items.length || hrefs(current) !== hrefs(items)) {
    list.replaceChildren(...items);
    return;
  }
  // A longer word often finds the same pages: keeping their links keeps the place of a
  // keyboard user who has already tabbed into a result.
  current.forEach((item, i) => item.lastElementChild?.replaceWith(items[i]!.lastElementChild!));
}

let latest = 0;

/** Searches for `term` and shows the results; a newer search wins over a slower older one. */
export async function search(term: string, list: HTMLElement, status: HTMLElement): Promise<void> {
  const id = ++latest;
  const query = term.trim();
  if (!query) {
    list.replaceChildren();
    status.textContent = '';
    return;
  }
  try {
    const [found, books] = await Promise.all([(await pagefind()).search(query), bookTitles()]);
    if (id !== latest || !found) return;
    const read = await Promise.all(found.results.slice(0, READ).map((r) => r.data()));
    if (id !== latest) return;
    // A book whose title is a letter or two off what was typed, when the text search missed it.
    const close: PagefindResult[] = closeTitles(query, books).map((book) => ({
      url: book.url,
      excerpt: `A title close to “${escapeHtml(query)}”.`,
      meta: { title: book.title, type: 'Book' },
    }));
    const ranked = rankResults(
      [...close, ...read],
      (r) => resultPath(r.url),
      (r) => r.meta.type,
    );
    const total = found.results.length + ranked.length - read.length;
    show(list, ranked.slice(0, SHOWN).map(resultItem));
    status.textContent = statusText(query, total);
  } catch {
    client = null;
    if (id === latest) status.textContent = 'Search is not available right now. Please try again.';
  }
}
