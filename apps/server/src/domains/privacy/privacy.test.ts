import { describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed.js';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';

const clock = fixedClock('2025-10-31T14:59:59Z'); // 2025-10-31 23:59:59 in Seoul

describe('privacy policy', async () => {
  const { app, database } = await createTestApp({ clock, demo: false });
  const get = (url: string) => app.inject({ method: 'GET', url });

  it('lists every version newest first, without the text', async () => {
    const res = await get('/v1/app/privacy/prvcPrcsPolic');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((p: { version: string; effectiveYmd: string }) => [p.version, p.effectiveYmd])).toEqual([
      ['1.1', '20251101'],
      ['1.0', '20240826'],
    ]);
    expect(Object.keys(list[0]).sort()).toEqual(['effectiveYmd', 'id', 'title', 'version']);
  });

  it('answers the version in force on the Seoul day', async () => {
    clock.set('2025-10-31T14:59:59Z');
    expect((await get('/v1/app/privacy/prvcPrcsPolicLatest')).json().version).toBe('1.0');
    clock.set('2025-10-31T15:00:00Z'); // 2025-11-01 00:00 in Seoul
    const latest = (await get('/v1/app/privacy/prvcPrcsPolicLatest')).json();
    expect(latest.version).toBe('1.1');
    expect(latest.content).toContain('2025. 11. 1.부터 적용됩니다.');
  });

  it('carries every item 개인정보 보호법 제30조 requires, in structured HTML', async () => {
    const list = (await get('/v1/app/privacy/prvcPrcsPolic')).json();
    for (const { id } of list) {
      const { content } = (await get(`/v1/app/privacy/prvcPrcsPolic/${id}`)).json();
      for (const heading of [
        '개인정보의 처리 목적',
        '개인정보의 처리 및 보유 기간',
        '처리하는 개인정보의 항목',
        '개인정보의 제3자 제공',
        '개인정보 처리의 위탁',
        '정보주체와 법정대리인의 권리·의무 및 행사방법',
        '개인정보의 파기 절차 및 방법',
        '개인정보의 안전성 확보 조치',
        '개인정보 자동 수집 장치의 설치·운영 및 거부',
        '개인정보 보호책임자',
        '정보주체의 권익침해에 대한 구제방법',
        '개인정보처리방침의 변경',
      ]) {
        expect(content).toMatch(new RegExp(`<h2>제\\d+조\\(${heading.replace(/[()]/g, '\\$&')}`));
      }
      expect(content).toContain('3년 또는 회원 탈퇴 시까지');
      expect(content).toContain('1년 동안 서비스를 이용하지 않은 회원의 계정은 이용이 제한될 수 있습니다.');
      expect(content).toMatch(/1899-\d{4}/);
      expect(content).toContain('<table>');
      expect(content).not.toMatch(/<script|on\w+=/i);
    }
  });

  it('shows the change history up to each version', async () => {
    const [v11, v10] = (await get('/v1/app/privacy/prvcPrcsPolic')).json();
    const c10 = (await get(`/v1/app/privacy/prvcPrcsPolic/${v10.id}`)).json().content;
    const c11 = (await get(`/v1/app/privacy/prvcPrcsPolic/${v11.id}`)).json().content;
    expect(c10).toContain('<td>v1.0</td>');
    expect(c10).not.toContain('<td>v1.1</td>');
    expect(c11).toContain('<td>v1.1</td>');
    expect(c11).toContain('AI 챗봇 상담 대화 내용');
    expect(c10).not.toContain('AI 챗봇');
  });

  it('answers 404 for an unknown version and 400 for a malformed id', async () => {
    const missing = await get('/v1/app/privacy/prvcPrcsPolic/99999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ number: 404, message: '요청하신 개인정보처리방침을 찾을 수 없습니다.' });
    for (const bad of ['abc', '0', '-1', '1.5']) {
      const res = await get(`/v1/app/privacy/prvcPrcsPolic/${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('개인정보처리방침 번호가 올바르지 않습니다.');
    }
  });

  it('seeds the versions idempotently', async () => {
    await seedDatabase(database, { demo: false });
    expect((await get('/v1/app/privacy/prvcPrcsPolic')).json()).toHaveLength(2);
  });
});
