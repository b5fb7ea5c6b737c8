/**
 * Where an island's toasts appear. Radix Toast (~13 KB gzip) is not needed until
 * there is something to say, so this gate loads the region (ToastRegion) with the
 * first toast, or earlier, as soon as the visitor moves into a form, so it is ready
 * by the time the form answers.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { $toast } from '~/stores/toast';

const loadRegion = () => import('./ToastRegion');
// Should the download fail, the island carries on without toasts rather than breaking.
const ToastRegion = lazy<ComponentType>(() => loadRegion().catch(() => ({ default: () => null })));

export default function Toaster() {
  const toast = useStore($toast);
  const [needed, setNeeded] = useState(false);
  if (toast && !needed) setNeeded(true);

  useEffect(() => {
    const warm = (event: FocusEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('form')) return;
      document.removeEventListener('focusin', warm);
      loadRegion().catch(() => {});
    };
    document.addEventListener('focusin', warm);
    return () => document.removeEventListener('focusin', warm);
  }, []);

  // Always an element, never null: Astro's React renderer recognises an island by the
  // element its first render returns. A null sent it on to the MDX renderer's check,
  // which calls the component outside React, and React logged "Invalid hook call".
  return (
    <>
      {needed && (
        <Suspense fallback={null}>
          <ToastRegion />
        </Suspense>
      )}
    </>
  );
}
