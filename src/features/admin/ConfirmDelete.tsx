/** A Radix alert dialog asking before something is deleted for good. */
import { AlertDialog } from 'radix-ui';

interface Props {
  /** Open while this is set: what would be deleted (its name). */
  name: string | null;
  title: string;
  /** What deleting it does, in a sentence or two. */
  description: string;
  onConfirm(): void;
  onCancel(): void;
}

export default function ConfirmDelete({ name, title, description, onConfirm, onCancel }: Props) {
  return (
    <AlertDialog.Root open={name !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="bg-ink/60 fixed inset-0 z-40" />
        <AlertDialog.Content className="bg-cream fixed top-1/2 left-1/2 z-50 w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl p-6 shadow-xl">
          <AlertDialog.Title className="text-plum font-serif text-xl font-bold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-ink mt-2">
            “{name}”: {description}
          </AlertDialog.Description>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className="btn-outline">Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className="btn bg-red-700 text-white hover:bg-red-800" onClick={onConfirm}>
              Delete
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
