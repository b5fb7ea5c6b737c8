/** The toast of a failed admin call: its title, and the server's message or `fallback`. */
import { showToast } from '~/stores/toast';
import { errorText } from './api-client';

/** Shows `title` as a destructive toast, described by the server's message for `error` or by `fallback`. */
export function toastFailure(title: string, error: unknown, fallback: string): void {
  showToast({ title, description: errorText(error, fallback), variant: 'destructive' });
}
