import { describe, expect, it } from 'vitest';
import { SlotClaims } from './slot-claims.js';

/** A booking whose outcome the test decides: `win()` books, `fail()` throws as a refused insert would. */
function pending() {
  let win: (id: number) => void = () => undefined;
  let fail: (e: Error) => void = () => undefined;
  const result = new Promise<number>((resolve, reject) => {
    win = resolve;
    fail = reject;
  });
  return { book: () => result, win, fail };
}

describe('SlotClaims', () => {
  it('answers null without booking when an attempt on one of the hours booked first', async () => {
    const claims = new SlotClaims();
    const first = pending();
    const winner = claims.run(['1:20251016:10', '1:20251016:11'], first.book);
    let ran = false;
    const later = claims.run(['1:20251016:11', '1:20251016:12'], () => {
      ran = true;
      return Promise.resolve(2);
    });
    first.win(1);
    expect(await winner).toBe(1);
    expect(await later).toBeNull();
    expect(ran).toBe(false);
    expect(claims.size).toBe(0);
  });

  it('lets the next attempt book when the one before it did not', async () => {
    const claims = new SlotClaims();
    const first = pending();
    const loser = claims.run(['1:20251016:10'], first.book);
    const next = claims.run(['1:20251016:10'], () => Promise.resolve(7));
    first.fail(new Error('refused'));
    await expect(loser).rejects.toThrow('refused');
    expect(await next).toBe(7);
    expect(claims.size).toBe(0);
  });

  it('does not hold up attempts on other hours or rooms', async () => {
    const claims = new SlotClaims();
    const first = pending();
    const held = claims.run(['1:20251016:10'], first.book);
    expect(await claims.run(['1:20251016:11'], () => Promise.resolve(3))).toBe(3);
    expect(await claims.run(['2:20251016:10'], () => Promise.resolve(4))).toBe(4);
    first.win(1);
    expect(await held).toBe(1);
  });
});
