import { describe, expect, it } from 'vitest';
import { formatUseFee, reservationNumber } from './studio.js';

describe('a room as a member reads it', () => {
  it('states the fee per hour in won, or 무료 for a free room', () => {
    expect(formatUseFee(0)).toBe('무료');
    expect(formatUseFee(15000)).toBe('시간당 15,000원');
    expect(formatUseFee(1200000)).toBe('시간당 1,200,000원');
  });

  it('numbers a reservation R and eight digits', () => {
    expect(reservationNumber(123)).toBe('R00000123');
  });
});
