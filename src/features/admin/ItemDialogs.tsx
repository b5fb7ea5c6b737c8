/** An admin list's two dialogs: the item's form (new or edit), and the confirmation before a delete. */
import type { ReactNode } from 'react';
import ConfirmDialog from './ConfirmDialog';
import Modal from './Modal';
import type { ItemEditor } from './useItemEditor';

interface Props<T, I> {
  editor: ItemEditor<T, I>;
  /** The form's title for a new item, and for an edited one. */
  title: readonly [create: string, edit: string];
  /** Said under a new item's title. */
  description?: string;
  /** The delete confirmation's title and words for the item. */
  confirm(item: T): { title: string; description: string };
  /** The form, given the item it edits (undefined for a new one) and its submit and cancel. */
  children(form: { initial: T | undefined; onSubmit(input: I): Promise<void>; onCancel(): void }): ReactNode;
}

export default function ItemDialogs<T, I>({ editor, title, description, confirm, children }: Props<T, I>) {
  const { editing } = editor;
  const creating = editing === 'new';
  return (
    <>
      <Modal
        open={editing !== null}
        onOpenChange={(open) => !open && editor.close()}
        title={creating ? title[0] : title[1]}
        description={creating ? description : undefined}
        wide
      >
        {editing !== null &&
          children({
            initial: creating ? undefined : editing,
            onSubmit: editor.save,
            onCancel: editor.close,
          })}
      </Modal>
      <ConfirmDialog
        target={editor.deleting}
        texts={confirm}
        onConfirm={(item) => void editor.remove(item)}
        onClose={editor.close}
      />
    </>
  );
}
