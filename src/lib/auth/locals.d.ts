/** What the middleware puts in `Astro.locals` for a signed-in admin. */
declare namespace App {
  interface Locals {
    /** The signed-in user of this request, when the session cookie is valid. */
    user?: { id: number; email: string; username: string; role: string };
  }
}
