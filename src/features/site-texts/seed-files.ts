/**
 * The seed files bundled into the build (Vite `?raw` imports), so a server with no
 * content/ folder beside it (a Vercel function) still has them.
 */
import about from '../../../content/pages/about.md?raw';
import faq from '../../../content/faq.yaml?raw';
import figures from '../../../content/figures.yaml?raw';
import reviews from '../../../content/reviews.yaml?raw';
import sampleStories from '../../../content/sample-stories.yaml?raw';
import services from '../../../content/services.yaml?raw';
import social from '../../../content/social.yaml?raw';
import testimonials from '../../../content/testimonials.yaml?raw';
import ventures from '../../../content/ventures.yaml?raw';
import privacy from '../../../content/pages/privacy.md?raw';
import terms from '../../../content/pages/terms.md?raw';
import shippingReturns from '../../../content/pages/shipping-returns.md?raw';
import { parseSeedTexts, SEED_FILES } from './seed';
import type { SiteTextKey } from './schema';

const TEXTS: Record<SiteTextKey, string> = {
  services,
  faq,
  testimonials,
  social,
  ventures,
  about,
  privacy,
  terms,
  shippingReturns,
  figures,
  reviews,
  sampleStories,
};
const BY_FILE = new Map(Object.entries(SEED_FILES).map(([key, file]) => [file, TEXTS[key as SiteTextKey]]));

/** The seed of every key, parsed once. */
export const SEED_TEXTS = parseSeedTexts((file) => BY_FILE.get(file)!);
