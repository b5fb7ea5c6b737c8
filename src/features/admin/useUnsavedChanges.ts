/**
 * Keeps an admin editor's work: knows whether its form differs from what was last saved
 * (registered with ./unsaved.ts, so leaving asks first), and, for the post and issue
 * editors, keeps the unsaved changes on the server every 30 seconds while they differ
 * (PUT /api/admin/autosaves/{key}) and when the tab is hidden, saying 'Saved' when it did.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from './api-client';
import { registerEditor } from './unsaved';

/** How often unsaved changes are kept on the server while the owner edits. */
export const AUTOSAVE_MS = 30_000;

/** A form's fields as one comparable text: every named control but file inputs. */
export function formSnapshot(form: HTMLFormElement | null): string {
  if (!form) return '';
  const entries: [string, string][] = [];
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') entries.push([name, value]);
  return JSON.stringify(entries);
}

/** A form's fields as an object for the server (a name used twice becomes a list). */
export function formValues(form: HTMLFormElement): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string') continue;
    const seen = values[name];
    values[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return values;
}

/** What the editor keeps on the server, if anything. */
export interface AutosaveOptions {
  /** The editor's key: 'post:new', 'post:12', 'issue:new', ... */
  key: string;
  /** Names the work in lists ('Post “Spring reading”'), from the form's fields. */
  label(values: Record<string, string | string[]>): string;
}

export interface UnsavedOptions {
  /** Names the editor when leaving would lose its changes ('the post “Spring reading”'). */
  label: string;
  autosave?: AutosaveOptions;
  /** The form opens with changes not saved yet (restored from an autosave): unsaved until its Save. */
  startDirty?: boolean;
}

/** What an editor gets: the ref for its <form>, the autosave's status line, and markSaved for after its Save. */
export interface UnsavedChanges {
  ref(form: HTMLFormElement | null): void;
  /** 'Saved 14:32', 'Saving…', or why it could not; '' before anything was kept. */
  status: string;
  /** The form as it now is counts as saved; what the server kept for it is forgotten. */
  markSaved(): void;
}

export function useUnsavedChanges(options: UnsavedOptions | undefined): UnsavedChanges {
  const form = useRef<HTMLFormElement | null>(null);
  const saved = useRef('');
  const kept = useRef('');
  const latest = useRef(options);
  latest.current = options;
  const [status, setStatus] = useState('');
  const enabled = Boolean(options);
  const key = options?.autosave?.key;

  const ref = useCallback((element: HTMLFormElement | null) => {
    form.current = element;
    if (!element) return;
    // The form as it opened is the saved state (its controls hold their first values now),
    // unless it opened with restored changes: those are kept on the server, not saved.
    kept.current = formSnapshot(element);
    saved.current = latest.current?.startDirty ? '' : kept.current;
  }, []);

  useEffect(() => {
    if (!enabled) return;
    return registerEditor({
      get label() {
        return latest.current?.label ?? 'this form';
      },
      form: () => form.current,
      isDirty: () => form.current !== null && formSnapshot(form.current) !== saved.current,
    });
  }, [enabled]);

  useEffect(() => {
    if (!key) return;
    let running = false;
    /** Keeps the form's fields on the server when they changed since they were last saved or kept. */
    const keep = async (final = false) => {
      const element = form.current;
      const autosave = latest.current?.autosave;
      if (!element || !autosave || running) return;
      const snapshot = formSnapshot(element);
      if (snapshot === saved.current || snapshot === kept.current) return;
      const values = formValues(element);
      const body = { value: values, label: autosave.label(values) };
      running = true;
      setStatus('Saving…');
      try {
        if (final) {
          // The tab is going away: a request that outlives the page.
          await fetch(`/api/admin/autosaves/${key}`, {
            method: 'PUT',
            body: JSON.stringify(body),
            headers: { 'content-type': 'application/json' },
            credentials: 'same-origin',
            keepalive: true,
          });
        } else {
          const answer = await api<{ savedAt: string }>(`/api/admin/autosaves/${key}`, {
            method: 'PUT',
            body,
          });
          const time = new Date(answer.savedAt).toLocaleTimeString('en-US', { timeStyle: 'short' });
          setStatus(`Saved at ${time} (not published: press the form's own button for that)`);
        }
        kept.current = snapshot;
      } catch {
        setStatus('Not saved: the connection failed. It is tried again in 30 seconds.');
      } finally {
        running = false;
      }
    };
    const timer = setInterval(() => void keep(), AUTOSAVE_MS);
    const onHide = () => document.visibilityState === 'hidden' && void keep(true);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onHide);
    };
  }, [key]);

  const markSaved = useCallback(() => {
    const settle = () => {
      saved.current = kept.current = formSnapshot(form.current);
    };
    settle();
    // Controls the form resets after a save render a moment later.
    setTimeout(settle, 0);
    setStatus('');
    if (key) void api(`/api/admin/autosaves/${key}`, { method: 'DELETE' }).catch(() => {});
  }, [key]);

  return { ref, status, markSaved };
}
