import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MODAL_TEXT } from '@/lib/modal/modal-constants';
import { modal } from '@/lib/modal/modal-service';
import { ApiError } from './api-client';
import { type CommandOptions, useCommand } from './use-command';

let alert: ReturnType<typeof vi.spyOn>;
let confirm: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  alert = vi.spyOn(modal, 'alert').mockResolvedValue(undefined);
  confirm = vi.spyOn(modal, 'confirm').mockResolvedValue(true);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

function setup<V, R>(options: CommandOptions<V, R>) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useCommand(options), { wrapper });
  return { ...hook, invalidate };
}

const refused = (status: number, message: string, reason?: string) =>
  new ApiError({ status, number: status, message, ...(reason ? { reason } : {}) });

describe('useCommand', () => {
  it('runs once while pending: a second press in the same frame is ignored', async () => {
    const gate = deferred<{ message: string }>();
    const mutationFn = vi.fn(() => gate.promise);
    const { result } = setup({ mutationFn });
    let first!: Promise<unknown>;
    let second!: Promise<unknown>;
    act(() => {
      first = result.current.run(undefined);
      second = result.current.run(undefined);
    });
    await expect(second).resolves.toBeUndefined();
    await act(async () => {
      gate.resolve({ message: '저장되었습니다.' });
      await first;
    });
    expect(mutationFn).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith('저장되었습니다.');
    await act(async () => {
      await result.current.run(undefined);
    });
    expect(mutationFn).toHaveBeenCalledTimes(2);
  });

  it('asks first and does nothing when the person cancels', async () => {
    confirm.mockResolvedValue(false);
    const mutationFn = vi.fn(async () => ({ message: 'x' }));
    const { result } = setup({ mutationFn, confirm: '게시글을 삭제하시겠습니까?' });
    await act(async () => {
      await expect(result.current.run(undefined)).resolves.toBeUndefined();
    });
    expect(confirm).toHaveBeenCalledWith('게시글을 삭제하시겠습니까?');
    expect(mutationFn).not.toHaveBeenCalled();
  });

  it("shows every refusal's server message (spec line breaks rendered), then invalidates", async () => {
    const onRefused = vi.fn();
    const { result, invalidate } = setup({
      mutationFn: () => Promise.reject(refused(409, '이미 신청하셨습니다.<br>마이페이지에서 확인해주세요.')),
      invalidate: [['support', 'list']],
      onRefused,
    });
    await act(async () => {
      await expect(result.current.run(undefined)).resolves.toBeUndefined();
    });
    expect(alert).toHaveBeenCalledWith('이미 신청하셨습니다.<br>마이페이지에서 확인해주세요.', { html: true });
    expect(onRefused).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['support', 'list'] });
  });

  it('a network failure gets the generic Korean text, never a raw English message', async () => {
    const { result } = setup({
      mutationFn: () => Promise.reject(new ApiError({ status: 0, number: 500, message: 'x', kind: 'network' })),
    });
    await act(async () => {
      await result.current.run(undefined);
    });
    expect(alert).toHaveBeenCalledWith(MODAL_TEXT.genericError, { html: true });
  });

  it('a refusal the screen handles itself shows no alert; one it does not handle still does', async () => {
    const handleRefusal = vi.fn((error: unknown) => error instanceof ApiError && error.reason === 'LOCKED');
    const errors = [refused(401, '잠겼습니다.', 'LOCKED'), refused(400, '기간이 아닙니다.')];
    const { result } = setup({ mutationFn: () => Promise.reject(errors.shift()), handleRefusal });
    await act(async () => {
      await result.current.run(undefined);
    });
    expect(alert).not.toHaveBeenCalled();
    await act(async () => {
      await result.current.run(undefined);
    });
    expect(alert).toHaveBeenCalledWith('기간이 아닙니다.', { html: true });
  });

  it('says nothing more when the API client already asked the visitor to log in', async () => {
    const error = refused(401, '회원가입 및 로그인이 필요합니다.');
    error.loginPrompted = true;
    const { result } = setup({ mutationFn: () => Promise.reject(error) });
    await act(async () => {
      await result.current.run(undefined);
    });
    expect(alert).not.toHaveBeenCalled();
  });

  it('success: false shows no result alert and hands the result to onDone', async () => {
    const onDone = vi.fn();
    const { result } = setup({ mutationFn: async (n: number) => ({ message: `ok ${n}` }), success: false, onDone });
    await act(async () => {
      await expect(result.current.run(3)).resolves.toEqual({ message: 'ok 3' });
    });
    expect(alert).not.toHaveBeenCalled();
    expect(onDone).toHaveBeenCalledWith({ message: 'ok 3' }, 3);
  });
});
