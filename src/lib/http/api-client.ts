/**
 * The islands' fetch helper (browser-safe). Sends credentials, a JSON body only when
 * there is one, and turns a non-2xx answer into an ApiError whose message is
 * 'status: body text' (SPEC.md §8), keeping the parsed field errors when present.
 */

/** A failed API call. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** The API's own `message`, when the answer was the CONTRACT's error JSON. */
    readonly serverMessage?: string,
  ) {
    super(message);
  }
}

/** Calls the API and returns the answer with its text; a non-2xx answer rejects with ApiError. */
export async function apiFetch(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ response: Response; text: string }> {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers:
      body === undefined
        ? { accept: 'application/json' }
        : { accept: 'application/json', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    let parsed: { message?: string; errors?: Record<string, string[]> } = {};
    try {
      parsed = (JSON.parse(text) as typeof parsed) ?? {};
    } catch {
      // Not JSON: the text itself is in the message.
    }
    throw new ApiError(
      response.status,
      `${response.status}: ${text || response.statusText}`,
      parsed.errors,
      parsed.message,
    );
  }
  return { response, text };
}

/** Calls the API and returns the parsed JSON answer. */
export async function apiRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  const { text } = await apiFetch(method, path, body);
  return (text ? JSON.parse(text) : null) as T;
}
