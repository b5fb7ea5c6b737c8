/** The site's navigation, shared by the header, the mobile menu and the footer. */

/** A link with its visible label. */
export interface NavLink {
  href: string;
  label: string;
  /** A short line under the label (Ventures entries). */
  description?: string;
  /** Opens another site in a new tab. */
  external?: boolean;
}

/** Each page the menus link to, named once. */
const page = {
  home: { href: '/', label: 'Home' },
  books: { href: '/catalog', label: 'Books' },
  about: { href: '/about', label: 'About' },
  blog: { href: '/blog', label: 'Blog' },
  contact: { href: '/contact', label: 'Contact' },
  writingServices: { href: '/writing-services', label: 'Writing Services' },
  community: { href: '/community', label: 'Community' },
  readingTracker: { href: '/reading-tracker', label: 'Reading Tracker' },
} satisfies Record<string, NavLink>;

/** Links shown inline on desktop and first in the mobile menu. */
export const primaryLinks: NavLink[] = [page.home, page.books, page.about, page.blog, page.contact];

/** The Ventures dropdown. */
export const ventureLinks: NavLink[] = [
  { ...page.writingServices, description: 'Mentoring & guidance' },
  { href: '/busy-brain', label: 'Busy Brain App', description: 'Life management tool' },
  { href: '/always-be-fabulous', label: 'Always Be Fabulous', description: 'Clothing line' },
];

/** The mobile menu's secondary section; on desktop, the Community dropdown (with a line on each). */
export const secondaryLinks: NavLink[] = [page.community, page.readingTracker];

/** The desktop navigation's Community dropdown. */
export const communityLinks: NavLink[] = [
  { ...page.community, description: 'Reading challenge & reader stories' },
  { ...page.readingTracker, description: 'Your shelf and yearly goal' },
];

/** The footer's Quick Links. */
export const quickLinks: NavLink[] = [
  page.books,
  page.about,
  page.blog,
  page.writingServices,
  ...secondaryLinks,
];

/** The terms pages, linked from the footer's bottom line. */
export const legalLinks: NavLink[] = [
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/terms', label: 'Terms of Service' },
  { href: '/shipping-returns', label: 'Shipping & Returns' },
];

/** True when `href` is the current page or a section of it (Home only matches exactly). */
export function isCurrent(href: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
}
