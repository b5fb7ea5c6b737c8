/**
 * The frame every public write endpoint shares: the rate limit, the body parsed with
 * the input's zod schema, the honeypot's look-alike success, and for a plain HTML form
 * post (no JavaScript) a 303 to the page that shows the outcome instead of JSON.
 * A route built with it only says what to call and how to answer.
 */
import type { APIContext, APIRoute } from 'astro';
import type { $ZodType, output } from 'zod/v4/core';
import { isBot } from '~/lib/forms/honeypot';
import { failureReason, seeOther, type FailureReason } from '~/lib/forms/redirect';
import { clientAddress, hit, type Limit } from '~/lib/security/rate-limit';
import { endpoint, HttpError, isFormPost, readBody } from './api';

/** The parsed body without the honeypot field, as the feature takes it. */
export type WriteInput<S extends $ZodType> = Omit<output<S>, 'website'>;

/** A route's plain HTML form post (no JavaScript): how it is read and where its outcome shows. */
export interface FormPost<F extends $ZodType<object>> {
  /** The form's own schema, when its fields differ from the JSON body's. */
  schema?: F;
  /** Where a form post that succeeded goes (a page that depends on the form's fields, too). */
  sent: string | ((input: WriteInput<F>) => string);
  /**
   * Where a failed one goes (`input` is there when the form itself was read); undefined
   * leaves the failure to the JSON error answer.
   */
  failed: (reason: FailureReason, input?: WriteInput<F>) => string | undefined;
}

/** What a public write endpoint reads, where it counts, what it calls and how it answers. */
export interface PublicWrite<S extends $ZodType<object>, F extends $ZodType<object>> {
  /** The rate limit bucket, counted per client address before the body is read. */
  limit: Limit;
  /** The JSON body's schema. */
  schema: S;
  /** The no-JavaScript form post, when the route takes one (see FormPost). */
  form?: FormPost<F>;
  /** The write itself; answers the JSON response (a form post gets the 303 to `form.sent` instead). */
  write(input: WriteInput<S> | WriteInput<F>, context: APIContext): Promise<Response>;
  /** What a bot that filled the honeypot gets: the answer a person would get, with nothing stored or sent. */
  honeypot?(input: WriteInput<S> | WriteInput<F>, context: APIContext): Promise<Response>;
}

/** A POST handler for a public write (see PublicWrite). */
export function publicWrite<S extends $ZodType<object>, F extends $ZodType<object> = S>(
  route: PublicWrite<S, F>,
): APIRoute {
  const answer = async (
    context: APIContext,
    schema: $ZodType<object>,
    allowForm: boolean,
    onRead: (input: object) => void = () => {},
  ) => {
    await hit(route.limit, clientAddress(context));
    const body: { website?: string } = await readBody(context.request, schema, { allowForm });
    const { website, ...input } = body;
    onRead(input);
    const handle = isBot(website) && route.honeypot ? route.honeypot : route.write;
    return handle(input as WriteInput<S>, context);
  };
  return endpoint(async (context) => {
    const { form } = route;
    if (!form || !isFormPost(context.request)) return answer(context, route.schema, false);
    let input: WriteInput<F> | undefined;
    try {
      await answer(context, form.schema ?? route.schema, true, (read) => (input = read as WriteInput<F>));
      return seeOther(typeof form.sent === 'string' ? form.sent : form.sent(input!));
    } catch (error) {
      const reason = failureReason(error);
      const page = form.failed(reason, input);
      if (page === undefined) throw error;
      // A deliberate answer (a 409, say) is no failure of ours to log.
      if (reason === 'error' && !(error instanceof HttpError && error.status < 500))
        console.error('Form post failed:', error);
      return seeOther(page);
    }
  });
}
