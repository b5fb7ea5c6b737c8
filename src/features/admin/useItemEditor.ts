/** The edit and delete dialogs of an admin list (ItemDialogs), and their calls to the list's API. */
import { useState } from 'react';
import { api, errorText } from './api-client';

/** What ItemDialogs and the list's buttons need: which item is edited or about to go, and the writes. */
export interface ItemEditor<T, I> {
  /** The item in the form, 'new' for a new one, null while no form is open. */
  editing: T | 'new' | null;
  /** The item whose delete waits for a confirmation. */
  deleting: T | null;
  edit(item: T | 'new'): void;
  askDelete(item: T): void;
  close(): void;
  /** Creates (POST) or updates (PATCH) the item in the form; rejects with the API's error for the form. */
  save(input: I): Promise<void>;
  /** Deletes the item; a failure becomes `failure`. */
  remove(item: T): Promise<void>;
  /** Why the last delete (or other change the list reports) failed; '' when none did. */
  failure: string;
  setFailure(message: string): void;
}

interface Options<T> {
  /** After a create or an update, with the stored record and the item edited (undefined for a new one). */
  saved(record: T, edited: T | undefined): void | Promise<void>;
  /** After a delete. */
  removed(item: T): void | Promise<void>;
  /** The message of a failed delete the server did not explain. */
  deleteFailed: string;
}

/** The items at `endpoint` (POST to it, PATCH and DELETE at `${endpoint}/{id}`). */
export function useItemEditor<T extends { id: number }, I>(
  endpoint: string,
  on: Options<T>,
): ItemEditor<T, I> {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [failure, setFailure] = useState('');

  async function save(input: I) {
    const edited = editing === 'new' || editing === null ? undefined : editing;
    const record = edited
      ? await api<T>(`${endpoint}/${edited.id}`, { method: 'PATCH', body: input })
      : await api<T>(endpoint, { method: 'POST', body: input });
    setEditing(null);
    await on.saved(record, edited);
  }

  async function remove(item: T) {
    setFailure('');
    try {
      await api(`${endpoint}/${item.id}`, { method: 'DELETE' });
      await on.removed(item);
    } catch (error) {
      setFailure(errorText(error, on.deleteFailed));
    }
  }

  return {
    editing,
    deleting,
    edit: setEditing,
    askDelete: setDeleting,
    close: () => {
      setEditing(null);
      setDeleting(null);
    },
    save,
    remove,
    failure,
    setFailure,
  };
}
