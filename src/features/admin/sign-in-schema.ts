/** The sign-in page's inputs: password sign-in and one-time sign-in links (islands and endpoints alike). */
import * as z from 'zod/mini';
import { emailField } from '~/features/newsletter/schema';
import '~/features/admin/zod-texts';

/** Sign-in form. */
export const loginSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'Enter your email'), z.maxLength(320)),
  password: z.string().check(z.minLength(1, 'Enter your password'), z.maxLength(1024)),
});

/** POST /api/auth/sign-in-link: the admin address to mail a one-time sign-in link to. */
export const signInLinkSchema = z.object({ email: emailField });

/** POST /api/auth/sign-in-link/use: the token of a mailed sign-in link (the link page's hidden field). */
export const useSignInLinkSchema = z.object({ token: z.string().check(z.maxLength(200)) });
