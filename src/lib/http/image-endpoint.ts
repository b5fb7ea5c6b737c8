/**
 * Astro registers an on-demand image route (`/_image`) in every build with server
 * routes. Nothing here uses it: images are plain files (and any astro:assets image on
 * a pre-rendered page is processed at build time). This module replaces Astro's
 * endpoint (astro.config.mjs `image.endpoint`), so the route answers 404 and the
 * server bundle (the Vercel function) carries no image service and no sharp.
 */
import { errorResponse } from './api';

export const prerender = false;

export const ALL = () => errorResponse(404, 'Not found');
