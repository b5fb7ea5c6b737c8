/** The site's navigation, shared by the header, the mobile menu and the footer. */

/** A link with its visible label. */
export interface NavLink {
  href: string;
  label: string;
  /** A short line under the label (Ventures entries). */
  description?: string;
}

/** Links shown inline on desktop and first in the mobile menu. */
export const primaryLinks: NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/catalog', label: 'Books' },
  { href: '/about', label: 'About' },
  { href: '/blog', label: 'Blog' },
  { href: '/contact', label: 'Contact' },
];

/** The Ventures dropdown. */
export const ventureLinks: NavLink[] = [
  { href: '/writing-services', label: 'Writing Services', description: 'Mentoring & guidance' },
  { href: '/busy-brain', label: 'Busy Brain App', description: 'Life management tool' },
  { href: '/always-be-fabulous', label: 'Always Be Fabulous', description: 'Clothing line' },
];

/** Only in the mobile menu's secondary section. */
export const secondaryLinks: NavLink[] = [
  { href: '/community', label: 'Community' },
  { href: '/reading-tracker', label: 'Reading Tracker' },
];

/** The footer's Quick Links. */
export const quickLinks: NavLink[] = [
  { href: '/catalog', label: 'Books' },
  { href: '/about', label: 'About' },
  { href: '/blog', label: 'Blog' },
  { href: '/writing-services', label: 'Writing Services' },
  { href: '/community', label: 'Community' },
  { href: '/reading-tracker', label: 'Reading Tracker' },
];

/** True when `href` is the current page or a section of it (Home only matches exactly). */
export function isCurrent(href: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
}
