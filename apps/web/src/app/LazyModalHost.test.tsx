import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { modal } from '@/lib/modal/modal-service';
import { LazyModalHost } from './LazyModalHost';

const loaded = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/lib/modal/ModalHost', () => {
  loaded.count += 1;
  return { ModalHost: () => <div data-testid="modal-host" /> };
});

afterEach(() => {
  vi.useRealTimers();
  modal.dismissAll();
  cleanup();
});

describe('LazyModalHost', () => {
  it('leaves the dialogs unloaded while the page loads, and fetches them at the first press', async () => {
    // Every timer the page sets (and those they set) runs at once on fake time, then every import started is awaited:
    // nothing has fetched the dialogs unasked, however slow the machine.
    vi.useFakeTimers();
    render(<LazyModalHost />);
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    vi.useRealTimers();
    await vi.dynamicImportSettled();
    expect(loaded.count).toBe(0);
    expect(screen.queryByTestId('modal-host')).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    expect(await screen.findByTestId('modal-host')).toBeTruthy();
    expect(loaded.count).toBe(1);
  });

  it('mounts the host as soon as a modal is requested', async () => {
    render(<LazyModalHost />);
    act(() => {
      void modal.alert('확인해주세요.');
    });
    expect(await screen.findByTestId('modal-host')).toBeTruthy();
  });
});
