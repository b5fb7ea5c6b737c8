/**
 * On demand: the card of a post that went live since the last build (its page, rendered on
 * demand too, points here); a draft, a scheduled post or an unknown id answers 404.
 */
import { getPost } from '~/features/blog/posts.queries';
import { postCard } from '~/features/og/cards.server';
import { getDb } from '~/lib/db';
import { methodNotAllowed } from '~/lib/http/api';
import { pngOnDemand } from '~/lib/http/png-per-record';

export const prerender = false;

export const GET = pngOnDemand((id) => getPost(getDb(), id), postCard);

export const ALL = methodNotAllowed;
