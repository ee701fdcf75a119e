import { useEffect } from 'react';
import { composeTitle } from './route-table';

/**
 * The document title: route pages register their route title (priority 0); error and not-found screens register
 * an override (priority 1). The highest priority wins, the latest registration among equals.
 */
interface Registration {
  title: string;
  priority: number;
  order: number;
}

const registrations = new Map<symbol, Registration>();
let sequence = 0;

function apply(): void {
  let best: Registration | undefined;
  for (const reg of registrations.values()) {
    if (!best || reg.priority > best.priority || (reg.priority === best.priority && reg.order > best.order)) best = reg;
  }
  if (best) document.title = composeTitle(best.title);
}

export const TITLE_PRIORITY = { route: 0, override: 1 } as const;

export function useDocumentTitle(title: string, priority: number = TITLE_PRIORITY.override): void {
  useEffect(() => {
    const key = Symbol('title');
    sequence += 1;
    registrations.set(key, { title, priority, order: sequence });
    apply();
    return () => {
      registrations.delete(key);
      apply();
    };
  }, [title, priority]);
}
