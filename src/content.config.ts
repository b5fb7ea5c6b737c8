/** Content collections: the owner's words from content/, and data read from the database at build time. */
import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import { z } from 'astro/zod';

/** A social profile: name, url, icon key, brand colour and a short description. */
const social = defineCollection({
  loader: file('content/social.yaml'),
  schema: z.object({
    /** Position in the site's lists; the footer shows the first four. */
    order: z.number().int(),
    name: z.string(),
    url: z.url(),
    icon: z.string(),
    color: z.string(),
    description: z.string(),
  }),
});

export const collections = { social };
