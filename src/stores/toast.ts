/** The toast queue any island can push to. One toast shows at a time (SPEC.md §9). */
import { atom } from 'nanostores';

/** A toast message: title, optional description, and the destructive variant for failures. */
export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
  /** An optional action link shown beside the text. */
  action?: { label: string; href: string };
}

export type ToastInput = Omit<ToastMessage, 'id' | 'variant'> & { variant?: ToastMessage['variant'] };

/** The toast on screen, or null. A new toast replaces the current one. */
export const $toast = atom<ToastMessage | null>(null);

let nextId = 1;

/** Shows a toast, replacing any toast already shown. */
export function showToast(input: ToastInput): ToastMessage {
  const message: ToastMessage = { variant: 'default', ...input, id: nextId++ };
  $toast.set(message);
  return message;
}

/** Removes the toast with this id if it is still the one shown. */
export function dismissToast(id: number): void {
  if ($toast.get()?.id === id) $toast.set(null);
}
