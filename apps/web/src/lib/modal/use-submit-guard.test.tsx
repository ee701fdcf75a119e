import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSubmitGuard } from './use-submit-guard';

afterEach(cleanup);

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useSubmitGuard', () => {
  it('ignores a second run while the first is pending, then allows the next one', async () => {
    const { result } = renderHook(() => useSubmitGuard());
    const gate = deferred<string>();
    const save = vi.fn(() => gate.promise);

    let first!: Promise<string | undefined>;
    let second!: Promise<string | undefined>;
    act(() => {
      first = result.current.run(save);
      // Same tick as the first click: state has not re-rendered yet, the guard must still hold.
      second = result.current.run(save);
    });
    expect(result.current.pending).toBe(true);
    expect(save).toHaveBeenCalledTimes(1);
    await expect(second).resolves.toBeUndefined();

    await act(async () => {
      gate.resolve('ok');
      await first;
    });
    await expect(first).resolves.toBe('ok');
    expect(result.current.pending).toBe(false);

    await act(async () => {
      await result.current.run(async () => 'again');
    });
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('releases the guard when the action fails', async () => {
    const { result } = renderHook(() => useSubmitGuard());
    await act(async () => {
      await expect(result.current.run(() => Promise.reject(new Error('x')))).rejects.toThrow('x');
    });
    expect(result.current.pending).toBe(false);
    const next = vi.fn(async () => 1);
    await act(async () => {
      await result.current.run(next);
    });
    expect(next).toHaveBeenCalledTimes(1);
  });
});
