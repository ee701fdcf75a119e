import { act, useEffect, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HYDRATE_MARGIN, HydrateWhenSeen } from './hydrate-when-seen';

/** The browser's IntersectionObserver, driven by the test: `seen()` reports every observed element on screen. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets: Element[] = [];
  constructor(
    private readonly report: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  static seen() {
    for (const o of FakeObserver.all)
      o.report(
        o.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        o as unknown as IntersectionObserver,
      );
  }
}

/** Counts the parts that became live (hydrated or rendered in the browser). */
const live = vi.fn();

/** A counter below the first screen: its button says how often it was pressed. */
function Counter({ onPress }: { onPress: () => void }) {
  const [count, setCount] = useState(0);
  useEffect(() => live(), []);
  return (
    <button
      type="button"
      onClick={() => {
        onPress();
        setCount(count + 1);
      }}
    >
      {`눌림 ${count}`}
    </button>
  );
}

const page = (onPress: () => void) => (
  <main>
    <h1>방 보기</h1>
    <HydrateWhenSeen className="box">
      <Counter onPress={onPress} />
    </HydrateWhenSeen>
  </main>
);

/** The page as the server draws it: no `window` there (the part draws its children, as the server's renderer does). */
function serverHtml(node: React.ReactNode): string {
  const browserWindow = globalThis.window;
  vi.stubGlobal('window', undefined);
  try {
    return renderToString(node);
  } finally {
    vi.stubGlobal('window', browserWindow);
  }
}

/** Lets React finish what the last event scheduled (hydration in slices, promises). */
const settle = () => act(async () => new Promise<void>((resolve) => setTimeout(resolve, 0)));

let container: HTMLElement;
let root: Root | undefined;

beforeEach(() => {
  live.mockClear();
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.unstubAllGlobals();
});

async function hydrateServerPage(onPress: () => void) {
  container.innerHTML = serverHtml(page(onPress));
  const served = container.querySelector('button')!;
  await act(async () => {
    root = hydrateRoot(container, page(onPress));
  });
  await settle();
  return served;
}

describe('a part that hydrates when the visitor comes near it', () => {
  it('keeps the server markup until it is seen, then hydrates it in place', async () => {
    const onPress = vi.fn();
    const served = await hydrateServerPage(onPress);
    expect(container.querySelector('.box')).not.toBeNull();
    expect(FakeObserver.all[0]?.options?.rootMargin).toBe(HYDRATE_MARGIN);
    // Not seen yet: the rest of the page is live, the part is still the server's markup.
    expect(live).not.toHaveBeenCalled();
    expect(served.textContent).toBe('눌림 0');

    await act(async () => FakeObserver.seen());
    await settle();
    expect(live).toHaveBeenCalledTimes(1);
    // Hydration adopted the server's button: the same node, now live.
    expect(container.querySelector('button')).toBe(served);
    await act(async () => served.click());
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(served.textContent).toBe('눌림 1');
  });

  it('holds a click on the server markup and replays it once, on the same element, when the part is live', async () => {
    const onPress = vi.fn();
    const served = await hydrateServerPage(onPress);
    await act(async () => {
      served.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      served.click();
    });
    await settle();
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')).toBe(served);
    expect(served.textContent).toBe('눌림 1');
  });

  it('replays the click of a press that began on the server markup and ended after it hydrated', async () => {
    const onPress = vi.fn();
    const served = await hydrateServerPage(onPress);
    await act(async () => {
      served.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    });
    await settle();
    // Live now; the click that ends the press is handled once, not lost and not doubled.
    await act(async () => served.click());
    await settle();
    expect(onPress).toHaveBeenCalledTimes(1);
    await act(async () => served.click());
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('hydrates when focus moves into it (a keyboard visitor)', async () => {
    const onPress = vi.fn();
    const served = await hydrateServerPage(onPress);
    await act(async () => served.focus());
    await settle();
    await act(async () => served.click());
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('renders at once on a page drawn in the browser', async () => {
    const onPress = vi.fn();
    await act(async () => {
      root = createRoot(container);
      root.render(page(onPress));
    });
    const button = container.querySelector('button')!;
    await act(async () => button.click());
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(button.textContent).toBe('눌림 1');
  });

  it('is drawn afresh, not lost, when its parent changes before it is seen', async () => {
    const onPress = vi.fn();
    await hydrateServerPage(onPress);
    const other = vi.fn();
    await act(async () => root!.render(page(other)));
    await settle();
    const button = container.querySelector('button')!;
    expect(button.textContent).toBe('눌림 0');
    await act(async () => button.click());
    expect(other).toHaveBeenCalledTimes(1);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('hydrates at once in a browser without IntersectionObserver', async () => {
    const onPress = vi.fn();
    container.innerHTML = serverHtml(page(onPress));
    vi.stubGlobal('IntersectionObserver', undefined);
    await act(async () => {
      root = hydrateRoot(container, page(onPress));
    });
    await settle();
    expect(live).toHaveBeenCalledTimes(1);
  });

  it('draws the part on the server inside its box', () => {
    const html = serverHtml(page(() => undefined));
    expect(html).toContain('<div class="box">');
    expect(html).toContain('<button type="button">눌림 0</button>');
  });
});
