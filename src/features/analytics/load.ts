/** The state of one thing the dashboard fetches. */
export type Load<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };
