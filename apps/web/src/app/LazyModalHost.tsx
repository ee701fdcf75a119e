import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { modalStore } from '@/lib/modal/modal-service';
import { SilentBoundary } from './SilentBoundary';

const loadModalHost = () => import('@/lib/modal/ModalHost').then((m) => ({ default: m.ModalHost }));
const ModalHost = lazy(loadModalHost);

/** After the first page is shown, fetch the dialogs in the background so the first alert opens at once. */
export const MODAL_PREFETCH_DELAY_MS = 1500;

/**
 * The modal host (alerts, confirms, prompts) is code-split: the dialog machinery stays out of the first page's
 * JavaScript, is prefetched once the page is idle, and mounts as soon as a modal is requested.
 */
export function LazyModalHost() {
  const queue = useSyncExternalStore(modalStore.subscribe, modalStore.getSnapshot, modalStore.getSnapshot);
  const [mounted, setMounted] = useState(false);
  const wanted = mounted || queue.length > 0;

  useEffect(() => {
    if (wanted) return undefined;
    const timer = setTimeout(() => {
      void loadModalHost().then(
        () => setMounted(true),
        () => undefined,
      );
    }, MODAL_PREFETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [wanted]);

  if (!wanted) return null;
  return (
    <SilentBoundary resetKey={queue[0]?.id}>
      <Suspense fallback={null}>
        <ModalHost />
      </Suspense>
    </SilentBoundary>
  );
}
