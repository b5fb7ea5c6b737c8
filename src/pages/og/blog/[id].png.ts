/** /og/blog/{id}.png: each blog post's Open Graph card (1200 x 630), drawn at build time. */
import { allPosts } from '~/features/blog/collection';
import { postCard } from '~/features/og/cards.server';
import { pngPerRecord } from '~/lib/http/png-per-record';

const route = pngPerRecord(allPosts, postCard);

export const getStaticPaths = route.getStaticPaths;
export const GET = route.GET;
