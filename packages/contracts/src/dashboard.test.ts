import { describe, expect, it } from 'vitest';
import { chartDaysQuerySchema, chartsFor } from './dashboard.js';

describe('the dashboard charts an operator sees', () => {
  it('are those whose data their roles hold; page views are everyone’s', () => {
    expect(chartsFor(['SYSTEM'])).toEqual(['signups', 'reservations', 'applications', 'pageViews']);
    expect(chartsFor(['RESERVATION'])).toEqual(['reservations', 'pageViews']);
    expect(chartsFor(['CONTENT', 'BROADCAST'])).toEqual(['applications', 'pageViews']);
    expect(chartsFor(['MARKET'])).toEqual(['pageViews']);
    expect(chartsFor([])).toEqual([]);
  });

  it('cover 30 days by default, or 90; any other period is refused in Korean', () => {
    expect(chartDaysQuerySchema.parse({})).toEqual({ days: 30 });
    expect(chartDaysQuerySchema.parse({ days: '90' })).toEqual({ days: 90 });
    for (const days of ['45', 'abc', '30.5', '']) {
      const r = chartDaysQuerySchema.safeParse({ days });
      expect(r.success, days).toBe(false);
      expect(r.error?.issues[0]?.message, days).toBe('기간은 30일 또는 90일입니다.');
    }
  });
});
