import { type ReactNode, Suspense, use, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useIsClient } from './use-is-client';

/**
 * How far outside the screen a part's markup may be when it starts to hydrate: half a screen, so a visitor who
 * scrolls finds it ready.
 */
export const HYDRATE_MARGIN = '50% 0px';

/** One part's way from the server's markup to a live part (see `HydrateWhenSeen`). */
class Gate {
  readonly opened: Promise<void>;
  private resolve!: () => void;
  private opening = false;
  private live = false;
  private waited = false;
  /** A press that began on the server's markup: its click is held and replayed once the part is live. */
  private pressed = false;
  private held: HTMLElement | null = null;

  constructor(private readonly prepare?: () => Promise<unknown>) {
    this.opened = new Promise<void>((resolve) => (this.resolve = resolve));
  }

  get hydrated(): boolean {
    return this.live;
  }

  /** Lets the part hydrate once what it needs (its lazy chunk) has loaded; if that fails, its error shows. */
  open(): void {
    if (this.opening) return;
    this.opening = true;
    void (this.prepare?.() ?? Promise.resolve()).catch(() => undefined).then(this.resolve);
  }

  /**
   * Whether the part waits for the gate: from its first render while the page hydrates, for good. If React has to
   * draw it afresh meanwhile (its parent changed), the gate opens at once, so it waits only for what it needs.
   */
  waits(hydrating: boolean): boolean {
    if (hydrating && !this.live) this.waited = true;
    else if (this.waited) this.open();
    return this.waited;
  }

  press(): void {
    if (!this.live) this.pressed = true;
    this.open();
  }

  /** A click on the part: held while it is the server's markup, or when its press began there. */
  click(event: MouseEvent): void {
    if (this.live && !this.pressed) return;
    event.preventDefault();
    event.stopPropagation();
    this.pressed = false;
    const target = event.target instanceof HTMLElement ? event.target : null;
    if (this.live) target?.click();
    else {
      this.held = target;
      this.open();
    }
  }

  /** The part has hydrated: the held click is replayed on the same element (hydration keeps the server's nodes). */
  hydrate(): void {
    if (this.live) return;
    this.live = true;
    this.pressed = false;
    const held = this.held;
    this.held = null;
    // After the commit, as a virtual click, which is a press for React Aria too.
    if (held) queueMicrotask(() => held.isConnected && held.click());
  }
}

/** Suspends while the page hydrates until the gate opens; commits the part in one go, then replays a held click. */
function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  const client = useIsClient();
  // Once the part has waited for the gate, it reads the gate on every render after (React asks that of `use`).
  if (typeof window !== 'undefined' && gate.waits(!client)) use(gate.opened);
  useLayoutEffect(() => gate.hydrate(), [gate]);
  return children;
}

/**
 * A part of a server-drawn page below the first screen (the room page's calendar) that hydrates when the visitor
 * comes near it (`HYDRATE_MARGIN`), moves a pointer onto it or focuses into it, not as the page starts: the page's
 * first tasks stay short on a phone (decision 028). Until then the server's markup stays, readable and laid out.
 *
 * A click on the server's markup is held and replayed on the same element once the part is live, so a tap is
 * never lost. A page drawn in the browser (a member's, an in-app visit) renders the part at once.
 */
export function HydrateWhenSeen({
  children,
  className,
  fallback = null,
  prepare,
}: {
  children: ReactNode;
  className?: string;
  /** Shown while `children` suspend on a page drawn in the browser (a lazy chunk loading). */
  fallback?: ReactNode;
  /** Loads what the part needs before it hydrates (its lazy chunk). */
  prepare?: () => Promise<unknown>;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [gate] = useState(() => new Gate(prepare));

  useEffect(() => {
    const element = box.current;
    if (gate.hydrated || !element) return undefined;
    // A browser without the observer hydrates the part at once, as before.
    if (typeof IntersectionObserver !== 'function') {
      gate.open();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) gate.open();
      },
      { rootMargin: HYDRATE_MARGIN },
    );
    observer.observe(element);
    // On the document, in the capture phase: React stops a press, focus or click aimed at markup it has not hydrated
    // at its root, before any listener inside the page would see it.
    const inside = (event: Event) => event.target instanceof Node && element.contains(event.target);
    const open = (event: Event) => {
      if (inside(event)) gate.open();
    };
    const press = (event: Event) => {
      if (inside(event)) gate.press();
    };
    const hold = (event: MouseEvent) => {
      if (inside(event)) gate.click(event);
    };
    const document = element.ownerDocument;
    document.addEventListener('pointerdown', press, true);
    document.addEventListener('focusin', open, true);
    document.addEventListener('click', hold, true);
    return () => {
      observer.disconnect();
      document.removeEventListener('pointerdown', press, true);
      document.removeEventListener('focusin', open, true);
      document.removeEventListener('click', hold, true);
    };
  }, [gate]);

  return (
    <div ref={box} className={className}>
      <Suspense fallback={fallback}>
        <Gated gate={gate}>{children}</Gated>
      </Suspense>
    </div>
  );
}
