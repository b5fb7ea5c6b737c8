/**
 * The toast region: renders the toast store with Radix Toast (5 s, swipe right past
 * 50 px, F8). Loaded by Toaster when it is first needed.
 */
import { useStore } from '@nanostores/react';
import * as Toast from 'radix-ui/toast';
import { $toast, dismissToast } from '~/stores/toast';

export const TOAST_DURATION_MS = 5000;
export const SWIPE_THRESHOLD_PX = 50;

export default function ToastRegion() {
  const toast = useStore($toast);
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD_PX}>
      {toast && (
        <Toast.Root
          key={toast.id}
          type={toast.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(toast.id);
          }}
          data-variant={toast.variant}
          className={`relative grid gap-1 rounded-xl border p-4 pr-10 shadow-lg data-[swipe=end]:animate-none data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] ${
            toast.variant === 'destructive'
              ? 'border-red-800 bg-red-700 text-white'
              : 'border-plum/20 text-ink bg-surface'
          }`}
        >
          <Toast.Title className="font-semibold">{toast.title}</Toast.Title>
          {toast.description && (
            <Toast.Description className="text-sm opacity-90">{toast.description}</Toast.Description>
          )}
          {toast.action && (
            <Toast.Action altText={toast.action.label} asChild>
              <a href={toast.action.href} className="text-sm font-semibold underline">
                {toast.action.label}
              </a>
            </Toast.Action>
          )}
          <Toast.Close
            aria-label="Close"
            className="absolute top-2 right-2 rounded-md p-1 leading-none hover:bg-black/10"
          >
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className="fixed right-0 bottom-0 z-50 m-0 flex w-full list-none flex-col gap-2 p-4 outline-none md:max-w-[420px]" />
    </Toast.Provider>
  );
}
