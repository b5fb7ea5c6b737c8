/** A tiny cookie-keeping HTTP client for integration tests: one instance is one browser (one visitor). */

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export class VisitorClient {
  /** Cookies this visitor holds, by name. */
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  /** Sends `body` as JSON (or a raw string, bytes or URLSearchParams as given) and keeps Set-Cookie. */
  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply<T>> {
    const init: RequestInit = { method, redirect: 'manual', headers: { ...headers } };
    if (body instanceof URLSearchParams) {
      init.body = body.toString();
      (init.headers as Record<string, string>)['content-type'] ??= 'application/x-www-form-urlencoded';
    } else if (typeof body === 'string') {
      init.body = body;
    } else if (body instanceof Uint8Array) {
      init.body = new Uint8Array(body);
    } else if (body !== undefined) {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
    }
    if (this.cookies.size) {
      (init.headers as Record<string, string>).cookie = [...this.cookies]
        .map(([k, v]) => `${k}=${v}`)
        .join('; ');
    }
    const response = await fetch(new URL(path, this.baseUrl), init);
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get = <T = any>(path: string) => this.request<T>('GET', path);
  post = <T = any>(path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request<T>('POST', path, body, headers);
  patch = <T = any>(path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request<T>('PATCH', path, body, headers);
}
