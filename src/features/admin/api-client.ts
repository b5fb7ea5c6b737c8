/** The admin islands' fetch: JSON in and out, cookies sent, failures as SPEC.md §8 errors. */

/** A failed call: `message` is 'status: body' (SPEC.md §8); `serverMessage` is the API's own message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly serverMessage?: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

/** Calls the site's API; resolves with the JSON answer (or null for 204), rejects with ApiError. */
export async function api<T = unknown>(
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(path, {
    method: init.method ?? 'GET',
    credentials: 'include',
    headers: init.body === undefined ? undefined : { 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) {
    let parsed: { message?: string; errors?: Record<string, string[]> } = {};
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {
      // Not JSON: the text itself is shown.
    }
    throw new ApiError(
      response.status,
      `${response.status}: ${text || response.statusText}`,
      parsed.message,
      parsed.errors,
    );
  }
  return (text ? JSON.parse(text) : null) as T;
}

/** The message to show for a failed call: the server's own message when it gave one. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const fields = error.errors ? Object.values(error.errors).flat().join(' ') : '';
    return [error.serverMessage, fields].filter(Boolean).join(': ') || fallback;
  }
  return fallback;
}

/** A date shown to the owner: 'Nov 22, 2026, 6:30 AM'. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return 'never';
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
