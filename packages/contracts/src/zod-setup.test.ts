import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageQuerySchema, rowIdSchema } from './envelope.js';
import './zod-setup.js';

const firstMessage = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  expect(r.success).toBe(false);
  return r.error!.issues[0]!.message;
};

describe('Korean validation messages', () => {
  it('never names a type, an origin or a pattern', () => {
    const samples = [
      firstMessage(pageQuerySchema, { pageNo: 'abc' }),
      firstMessage(pageQuerySchema, { pageNo: '0' }),
      firstMessage(pageQuerySchema, { pageSize: '5000' }),
      firstMessage(z.object({ a: z.string() }), {}),
      firstMessage(z.object({ a: z.string() }), { a: 1 }),
      firstMessage(z.string().max(3), 'abcd'),
      firstMessage(z.string().regex(/^x+$/), 'y'),
      firstMessage(z.enum(['A', 'B']), 'C'),
      firstMessage(z.array(z.string()).min(2), ['a']),
      firstMessage(z.email(), 'not-mail'),
    ];
    for (const m of samples) {
      expect(m).toMatch(/[가-힣]/);
      expect(m).not.toMatch(/number|string|NaN|undefined|array|regex|\^|\$/i);
    }
    expect(firstMessage(pageQuerySchema, { pageNo: 'abc' })).toBe('숫자를 입력해주세요.');
    expect(firstMessage(z.string().max(3), 'abcd')).toBe('3자 이하로 입력해주세요.');
    expect(firstMessage(z.object({ a: z.string() }), {})).toBe('필수 입력 항목입니다.');
  });

  it('caps row ids at what a PostgreSQL integer column holds', () => {
    expect(rowIdSchema().parse('2147483647')).toBe(2147483647);
    expect(firstMessage(rowIdSchema(), '2147483648')).toBe('번호가 올바르지 않습니다.');
    expect(firstMessage(rowIdSchema('없는 글입니다.'), 'x')).toBe('없는 글입니다.');
    expect(firstMessage(rowIdSchema(), '0')).toBe('번호가 올바르지 않습니다.');
  });
});
