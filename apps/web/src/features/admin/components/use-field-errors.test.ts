import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useConsoleDraft } from './use-field-errors';

const refusal = (errors: { field: string; message: string }[]) =>
  Object.assign(new Error('입력값을 확인해 주세요.'), { errors });

describe('useConsoleDraft', () => {
  it('keeps what was typed through a refusal and drops a field’s message when that field changes', () => {
    const { result } = renderHook(() => useConsoleDraft(() => ({ name: '', phone: '' })));
    act(() => result.current.set('name', '온판상회'));
    act(() => result.current.set('phone', '02-123'));
    act(() => {
      result.current.errors.showRefusal(
        refusal([
          { field: 'name', message: '매장명은 2자 이상 입력해 주세요.' },
          { field: 'phone', message: '전화번호를 확인해 주세요.' },
        ]),
      );
    });
    expect(result.current.draft).toEqual({ name: '온판상회', phone: '02-123' });
    expect(result.current.errors.of('name')).toBe('매장명은 2자 이상 입력해 주세요.');
    act(() => result.current.set('name', '온판상회 본점'));
    expect(result.current.errors.of('name')).toBeNull();
    expect(result.current.errors.of('phone')).toBe('전화번호를 확인해 주세요.');
    expect(result.current.draft).toEqual({ name: '온판상회 본점', phone: '02-123' });
  });
});
