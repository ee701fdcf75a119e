import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { modalStore } from '@/lib/modal/modal-service';
import { SilentBoundary } from './SilentBoundary';

const loadModalHost = () => import('@/lib/modal/ModalHost').then((m) => ({ default: m.ModalHost }));
const ModalHost = lazy(loadModalHost);

/** What a person does before any dialog can be needed: the dialogs are fetched then, while the press is handled. */
export const MODAL_PREFETCH_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/**
 * The modal host (alerts, confirms, prompts) is code-split: the dialog machinery stays out of the first page's
 * JavaScript and off its main thread while it loads (no timer evaluates it unasked). It is fetched at the person's
 * first press, key or focus — every alert follows an action — and mounts as soon as a modal is requested.
 */
export function LazyModalHost() {
  const queue = useSyncExternalStore(modalStore.subscribe, modalStore.getSnapshot, modalStore.getSnapshot);
  const [mounted, setMounted] = useState(false);
  const wanted = mounted || queue.length > 0;

  useEffect(() => {
    if (wanted) return undefined;
    const options = { capture: true, passive: true } as const;
    const prefetch = () => {
      stop();
      void loadModalHost().then(
        () => setMounted(true),
        () => undefined,
      );
    };
    const stop = () => {
      for (const type of MODAL_PREFETCH_EVENTS) window.removeEventListener(type, prefetch, options);
    };
    for (const type of MODAL_PREFETCH_EVENTS) window.addEventListener(type, prefetch, options);
    return stop;
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
