import { describe, expect, it } from 'vitest';
import { calendarFile } from './calendar-file.js';

describe('calendarFile: the one iCalendar writer (studio reservations, broadcasts)', () => {
  const file = calendarFile('Broadcast', {
    uid: 'brc-9@onfan',
    start: new Date('2026-03-10T23:38:00Z'),
    end: new Date('2026-03-11T00:38:00Z'),
    stamp: new Date('2026-03-10T12:00:00.000Z'),
    summary: '[온판 방송] 쉼표, 쌍반점; 그리고 백슬래시\\ 가 든 아주 긴 제목은 일흔다섯 옥텟에서 접혀야 합니다',
    description: '첫 줄\n둘째 줄',
    url: 'https://onfan.example/broadcast/9',
    alarm: { beforeMs: 10 * 60_000, description: '곧 시작합니다.' },
  });
  const lines = file.split('\r\n');

  it('is one event in CRLF lines, its times in UTC', () => {
    expect(file.endsWith('\r\n')).toBe(true);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('PRODID:-//ONFAN//Broadcast//KO');
    expect(lines).toContain('UID:brc-9@onfan');
    expect(lines).toContain('DTSTAMP:20260310T120000Z');
    expect(lines).toContain('DTSTART:20260310T233800Z');
    expect(lines).toContain('DTEND:20260311T003800Z');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('escapes text values and folds lines at 75 octets without splitting a character', () => {
    const unfolded = file.replace(/\r\n /g, '');
    expect(unfolded).toContain('쉼표\\, 쌍반점\\; 그리고 백슬래시\\\\ 가 든');
    expect(unfolded).toContain('DESCRIPTION:첫 줄\\n둘째 줄');
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(file).not.toContain('\uFFFD');
  });

  it('carries a display alarm before the start', () => {
    const alarm = file.slice(file.indexOf('BEGIN:VALARM'), file.indexOf('END:VALARM'));
    expect(alarm).toContain('ACTION:DISPLAY');
    expect(alarm).toContain('TRIGGER:-PT10M');
    expect(alarm).toContain('DESCRIPTION:곧 시작합니다.');
  });
});
