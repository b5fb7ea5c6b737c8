/**
 * The admin forms show zod's English texts for the rules that carry no message of their
 * own. Every admin schema module imports this for its effect.
 */
import * as z from 'zod/mini';
import { en } from 'zod/locales';

z.config(en());
