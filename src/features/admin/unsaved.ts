/**
 * The admin's editors and their unsaved changes: each open editor registers a check of
 * whether its form differs from what was last saved. While one does, leaving the page asks
 * the browser's own question (beforeunload), and leaving the editor inside the page (another
 * dashboard tab, closing its dialog, Cancel) asks first through `requestLeave`, which
 * LeaveConfirm answers.
 */
import { atom } from 'nanostores';
import { createContext } from 'react';

/** An open editor: its name for the owner, its form, and whether it holds unsaved changes. */
export interface EditorGuard {
  label: string;
  form(): HTMLFormElement | null;
  isDirty(): boolean;
}

const guards = new Set<EditorGuard>();

/** A leave that waits for the owner's answer: what would be lost, and what leaving does. */
export interface LeaveRequest {
  labels: string[];
  leave(): void;
}

/** The leave waiting for the owner's answer, shown by LeaveConfirm. */
export const $leaveRequest = atom<LeaveRequest | null>(null);

/** The names of the editors that hold unsaved changes (only those inside `scope`, when given). */
export function unsavedEditors(scope?: Element | null): string[] {
  return [...guards]
    .filter((g) => {
      if (!scope) return true;
      const form = g.form();
      return form !== null && scope.contains(form);
    })
    .filter((g) => g.isDirty())
    .map((g) => g.label);
}

/** Set once the page leaves on purpose after a save (leavePage): the browser need not ask. */
let leavingOnPurpose = false;

/** The browser's 'Leave site? Changes you made may not be saved.' while an editor is unsaved. */
function beforeUnload(event: BeforeUnloadEvent) {
  if (leavingOnPurpose || unsavedEditors().length === 0) return;
  event.preventDefault();
  // Older browsers show the question only when returnValue is set.
  event.returnValue = '';
}

/** Registers an open editor; returns its unregistration. */
export function registerEditor(guard: EditorGuard): () => void {
  if (guards.size === 0) window.addEventListener('beforeunload', beforeUnload);
  guards.add(guard);
  return () => {
    guards.delete(guard);
    if (guards.size === 0) window.removeEventListener('beforeunload', beforeUnload);
  };
}

/**
 * Leaves at once when no editor (inside `scope`, when given: a dialog being closed) holds
 * unsaved changes; otherwise asks the owner first (LeaveConfirm), and leaves only if she
 * says so.
 */
export function requestLeave(leave: () => void, scope?: Element | null): void {
  const labels = unsavedEditors(scope);
  if (labels.length === 0) leave();
  else $leaveRequest.set({ labels, leave });
}

/** Goes to `url` after the editor's work was saved (the save itself moves on), without asking. */
export function leavePage(url: string): void {
  leavingOnPurpose = true;
  window.location.assign(url);
}

/** How a Cancel button leaves its editor: asking first, about the editors around it (a dialog's). */
export const LeaveScope = createContext<(leave: () => void) => void>((leave) => requestLeave(leave));
