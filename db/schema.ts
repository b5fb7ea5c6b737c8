/**
 * Every table of the site, defined once, one file per domain under ./schema/. Types used
 * elsewhere are inferred from here. Money is stored as integer cents; timestamps as epoch
 * milliseconds (Date in code).
 */
import { bookFormatTypes, orderStatuses, pageViewDimensions, productCategories } from './enums';

export { bookFormatTypes, orderStatuses, pageViewDimensions, productCategories };
export * from './schema/books';
export * from './schema/blog';
export * from './schema/contact';
export * from './schema/newsletter';
export * from './schema/auth';
export * from './schema/tracker';
export * from './schema/community';
export * from './schema/analytics';
export * from './schema/shop';
export * from './schema/mail';
export * from './schema/site';
export * from './schema/media';
export * from './schema/privacy';
export * from './schema/admin';
