/** Rate limits of the engagement beacon. */
import type { Limit } from '~/lib/security/rate-limit';

/**
 * Beacons per minute from one address. A reader sends about two per page, so this
 * is far above any real visit (even a school or office behind one address), yet
 * caps a flood at ten writes a second. Its own bucket, so page views never eat
 * into the limit of the site's forms.
 */
export const ENGAGEMENT_LIMIT: Limit = { name: 'engagement', max: 600, windowMs: 60_000 };
