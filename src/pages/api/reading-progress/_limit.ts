/** Reading progress writes (POST and PATCH) share one bucket of the public write limit. */
import { PUBLIC_WRITE_LIMIT } from '~/lib/security/rate-limit';

export const PROGRESS_LIMIT = { ...PUBLIC_WRITE_LIMIT, name: 'reading-progress' };
