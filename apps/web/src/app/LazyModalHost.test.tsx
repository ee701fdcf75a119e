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
  modal.dismissAll();
  cleanup();
});

describe('LazyModalHost', () => {
  it('leaves the dialogs unloaded while the page loads, and fetches them at the first press', async () => {
    render(<LazyModalHost />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
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
