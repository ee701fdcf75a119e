import { EDU_MESSAGES } from '@onfan/contracts/education';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';
import { call, login, newMember, nextAddress } from '../auth/auth.testkit.js';
import { BroadcastRepository } from '../broadcast/broadcast.repository.js';
import { EducationRepository } from './education.repository.js';

// 2026-03-10 23:30 UTC is already 2026-03-11 in Seoul: consent today opens free courses on the 16th.
const clock = fixedClock('2026-03-10T23:30:00Z');

describe('e-learning', async () => {
  const { app, database } = await createTestApp({ clock });

  const courses = async (query: Record<string, string> = {}) =>
    (await call(app, 'GET', '/v1/app/edu/courses', { query })).body;
  const firstFree = async () => {
    const page = await courses({ freeYn: 'Y', pageSize: '20' });
    return page.items as { eduCrsId: number; crsNm: string; lsnCnt: number }[];
  };

  it('lists the catalogue with categories, levels, free/paid and search, paged by 10', async () => {
    const all = await courses();
    expect(all.totalCount).toBeGreaterThanOrEqual(12);
    expect(all.items).toHaveLength(10);
    expect(all.items[0]).toMatchObject({ ctgrNm: expect.any(String), lvlNm: expect.any(String), progressPct: null });
    expect(all.items[0].lsnCnt).toBeGreaterThan(0);
    expect(all.items[0].lrnMin).toBeGreaterThan(0);
    const paid = await courses({ freeYn: 'N' });
    expect(paid.totalCount).toBeGreaterThan(0);
    expect(paid.items.every((c: { freeYn: string; price: number }) => c.freeYn === 'N' && c.price > 0)).toBe(true);
    const live = await courses({ ctgrCd: 'live' });
    expect(live.items.every((c: { ctgrCd: string }) => c.ctgrCd === 'live')).toBe(true);
    const found = await courses({ searchTerm: '세무' });
    expect(found.items.map((c: { crsNm: string }) => c.crsNm)).toContain('소상공인 세무 기초');
    expect((await courses({ searchTerm: '100%_없는' })).totalCount).toBe(0);
    const tooLong = await call(app, 'GET', '/v1/app/edu/courses', { query: { searchTerm: '가'.repeat(51) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe(EDU_MESSAGES.searchTooLong);
  });

  it('a visitor sees a course and its lessons, and is asked to log in; an unknown course is 404 in Korean', async () => {
    const [c] = await firstFree();
    const res = await call(app, 'GET', `/v1/app/edu/course/${c!.eduCrsId}`);
    expect(res.status).toBe(200);
    expect(res.body.access).toBe('login');
    expect(res.body.lessons.length).toBe(c!.lsnCnt);
    expect(res.body.enrolment).toBeNull();
    const missing = await call(app, 'GET', '/v1/app/edu/course/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(EDU_MESSAGES.courseNotFound);
    const lesson = await call(app, 'GET', `/v1/app/edu/course/${c!.eduCrsId}/lesson/1`);
    expect(lesson.status).toBe(401);
  });

  it('consent opens free courses 5 days later; enrolment is once; lessons finish into a verifiable certificate', async () => {
    const m = await newMember(app);
    const [course] = await firstFree();
    const id = course!.eduCrsId;
    const detail = async () => (await call(app, 'GET', `/v1/app/edu/course/${id}`, { token: m.token })).body;

    expect((await detail()).access).toBe('consent');
    const refused = await call(app, 'POST', `/v1/app/edu/course/${id}/enrol`, { token: m.token });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(EDU_MESSAGES.consentRequired);

    const consent = await call(app, 'POST', '/v1/app/edu/aply', { token: m.token });
    expect(consent.status).toBe(200);
    expect(consent.body.openYmd).toBe('20260316');
    expect(consent.body.message).toBe(EDU_MESSAGES.consented('20260316'));
    const again = await call(app, 'POST', '/v1/app/edu/aply', { token: m.token });
    expect(again.status).toBe(409);
    const state = await call(app, 'GET', '/v1/app/edu/aply', { token: m.token });
    expect(state.body).toEqual({ felrgEduTknlcrsAplyYn: 'Y', aplyYmd: '20260311', openYmd: '20260316' });
    const session = await call(app, 'GET', '/v1/app/auth', { token: m.token });
    expect(session.body.felrgEduTknlcrsAplyYn).toBe('Y');

    expect((await detail()).access).toBe('waiting');
    const early = await call(app, 'POST', `/v1/app/edu/course/${id}/enrol`, { token: m.token });
    expect(early.status).toBe(403);
    expect(early.body.message).toBe(EDU_MESSAGES.notOpenYet('20260316'));

    clock.set('2026-03-15T15:00:00Z'); // 2026-03-16 00:00 in Seoul
    try {
      // Five days later the session has lapsed: the member logs in again.
      const token = await login(app, m.lgnId, m.password);
      const detail = async () => (await call(app, 'GET', `/v1/app/edu/course/${id}`, { token })).body;
      expect((await detail()).access).toBe('enrol');
      // Simultaneous enrolments: one wins, the rest are told they are enrolled already (edu_enrol_uq).
      const tries = await Promise.all(
        Array.from({ length: 5 }, () => call(app, 'POST', `/v1/app/edu/course/${id}/enrol`, { token: token })),
      );
      expect(tries.filter((r) => r.status === 200)).toHaveLength(1);
      expect(tries.filter((r) => r.status === 409).every((r) => r.body.message === EDU_MESSAGES.alreadyEnrolled)).toBe(
        true,
      );
      const rows = await database.db.selectFrom('eduEnrol').selectAll().where('eduCrsId', '=', id).execute();
      expect(rows.filter((r) => r.userId === m.userId)).toHaveLength(1);

      const enrolled = await detail();
      expect(enrolled.access).toBe('enrolled');
      expect(enrolled.enrolment).toMatchObject({
        progressPct: 0,
        cmplYn: 'N',
        resumeLsnId: enrolled.lessons[0].eduLsnId,
      });
      const lessons = enrolled.lessons as { eduLsnId: number }[];

      // A lesson of another course is not part of this one.
      const other = (await firstFree())[1]!;
      const foreign = (await call(app, 'GET', `/v1/app/edu/course/${other.eduCrsId}`)).body.lessons[0].eduLsnId;
      const wrong = await call(app, 'PUT', `/v1/app/edu/course/${id}/lesson/${foreign}/done`, { token: token });
      expect(wrong.status).toBe(404);

      const first = await call(app, 'GET', `/v1/app/edu/course/${id}/lesson/${lessons[0]!.eduLsnId}`, {
        token: token,
      });
      expect(first.status).toBe(200);
      expect(first.body.lsnCn).toContain('<p>');
      expect(first.body.prevLsnId).toBeNull();
      expect(first.body.nextLsnId).toBe(lessons[1]!.eduLsnId);

      let last:
        | { body: { message: string; enrolment: { cmplYn: string; certNo: string | null; progressPct: number } } }
        | undefined;
      for (const l of lessons) {
        last = await call(app, 'PUT', `/v1/app/edu/course/${id}/lesson/${l.eduLsnId}/done`, { token: token });
        // Finishing the same lesson twice counts once.
        await call(app, 'PUT', `/v1/app/edu/course/${id}/lesson/${l.eduLsnId}/done`, { token: token });
      }
      expect(last!.body.enrolment.progressPct).toBe(100);
      expect(last!.body.enrolment.cmplYn).toBe('Y');
      const certNo = last!.body.enrolment.certNo!;
      expect(certNo).toMatch(/^EDU-[2-9A-HJKMNP-Z]{8}$/);
      // Finishing again keeps the first certificate number.
      const after = await call(app, 'PUT', `/v1/app/edu/course/${id}/lesson/${lessons[0]!.eduLsnId}/done`, {
        token: token,
      });
      expect(after.body.enrolment.certNo).toBe(certNo);

      const mine = await call(app, 'GET', '/v1/app/edu/my/courses', { token: token });
      expect(mine.body).toHaveLength(1);
      expect(mine.body[0].enrolment).toMatchObject({ progressPct: 100, certNo, cmplYmd: '20260316' });

      const pdf = await app.inject({
        method: 'GET',
        url: `/v1/app/edu/cert/${certNo}`,
        headers: { 'x-auth-token': token },
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toContain("filename*=UTF-8''%EC%88%98%EB%A3%8C%EC%A6%9D");
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.rawPayload.includes(Buffer.from('Pretendard'))).toBe(true);

      // Somebody else cannot download it; anyone can verify it, with the name masked.
      const stranger = await newMember(app);
      const denied = await call(app, 'GET', `/v1/app/edu/cert/${certNo}`, { token: stranger.token });
      expect(denied.status).toBe(404);
      const verified = await call(app, 'GET', '/v1/app/edu/cert/verify', { query: { certNo: certNo.toLowerCase() } });
      expect(verified.status).toBe(200);
      expect(verified.body).toEqual({
        certNo,
        userNm: expect.stringContaining('*'),
        crsNm: course!.crsNm,
        cmplYmd: '20260316',
        state: 'VALID',
        stateYmd: null,
        newCertNo: null,
      });
      const unknown = await call(app, 'GET', '/v1/app/edu/cert/verify', { query: { certNo: 'EDU-22222222' } });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(EDU_MESSAGES.certNotFound);
      const malformed = await call(app, 'GET', '/v1/app/edu/cert/verify', { query: { certNo: '12345' } });
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toBe(EDU_MESSAGES.invalidCertNo);
    } finally {
      clock.set('2026-03-10T23:30:00Z');
    }
  });

  it('a member not enrolled cannot read or finish lessons; a paid course is applied for at its provider', async () => {
    const m = await newMember(app);
    const [course] = await firstFree();
    const detail = (await call(app, 'GET', `/v1/app/edu/course/${course!.eduCrsId}`)).body;
    const lsn = detail.lessons[0].eduLsnId;
    const read = await call(app, 'GET', `/v1/app/edu/course/${course!.eduCrsId}/lesson/${lsn}`, { token: m.token });
    expect(read.status).toBe(403);
    expect(read.body.message).toBe(EDU_MESSAGES.notEnrolled);
    const done = await call(app, 'PUT', `/v1/app/edu/course/${course!.eduCrsId}/lesson/${lsn}/done`, {
      token: m.token,
    });
    expect(done.status).toBe(403);

    const paid = (await courses({ freeYn: 'N' })).items[0];
    const paidDetail = (await call(app, 'GET', `/v1/app/edu/course/${paid.eduCrsId}`, { token: m.token })).body;
    expect(paidDetail.access).toBe('paid');
    expect(paidDetail.extUrl).toMatch(/^https:\/\//);
    const enrol = await call(app, 'POST', `/v1/app/edu/course/${paid.eduCrsId}/enrol`, { token: m.token });
    expect(enrol.status).toBe(400);
    expect(enrol.body.message).toBe(EDU_MESSAGES.paidCourse);
    expect(await database.db.selectFrom('eduEnrol').selectAll().where('userId', '=', m.userId).execute()).toEqual([]);
  });

  it("demo-member's courses: one completed with a certificate, one under way", async () => {
    const token = await login(app, 'demo-member');
    const mine = (await call(app, 'GET', '/v1/app/edu/my/courses', { token })).body as {
      enrolment: { cmplYn: string; certNo: string | null; progressPct: number };
    }[];
    expect(mine).toHaveLength(2);
    expect(mine.some((c) => c.enrolment.cmplYn === 'Y' && c.enrolment.certNo)).toBe(true);
    expect(mine.some((c) => c.enrolment.cmplYn === 'N' && c.enrolment.progressPct > 0)).toBe(true);
  });

  it('a video lesson plays a recorded broadcast; study materials download with Korean names, for enrolled members only', async () => {
    const found = await courses({ searchTerm: '라이브커머스 첫 방송' });
    const id = found.items[0].eduCrsId as number;
    const detail = (await call(app, 'GET', `/v1/app/edu/course/${id}`)).body;
    const [first, second] = detail.lessons as { eduLsnId: number; videoYn: string; atchCnt: number }[];
    expect(first).toMatchObject({ videoYn: 'N', atchCnt: 1 });
    expect(second).toMatchObject({ videoYn: 'Y', atchCnt: 1 });

    const m = await newMember(app);
    // Consent given long ago: free courses are open.
    await new EducationRepository(database.db).insertConsent(m.userId, '20260101', clock.now().toISOString());
    expect((await call(app, 'POST', `/v1/app/edu/course/${id}/enrol`, { token: m.token })).status).toBe(200);

    const lesson = (await call(app, 'GET', `/v1/app/edu/course/${id}/lesson/${second!.eduLsnId}`, { token: m.token }))
      .body;
    const recording = await new BroadcastRepository(database.db).findByTitle(
      '소상공인 라이브 커머스 시작하기 — 장비와 조명',
    );
    expect(lesson.video).toMatchObject({
      brcInfoNo: recording!.brcInfoNo,
      brcTit: '소상공인 라이브 커머스 시작하기 — 장비와 조명',
    });
    expect(lesson.atchFiles).toEqual([
      {
        fileId: expect.any(String),
        fileNm: '방송_장비_점검표.csv',
        fileSize: expect.any(Number),
        downloadUrl: `/v1/app/edu/course/${id}/lesson/${second!.eduLsnId}/atch/${lesson.atchFiles[0].fileId}`,
      },
    ]);
    const textLesson = (
      await call(app, 'GET', `/v1/app/edu/course/${id}/lesson/${first!.eduLsnId}`, { token: m.token })
    ).body;
    expect(textLesson.video).toBeNull();

    const download = (url: string, token?: string) =>
      app.inject({ method: 'GET', url, headers: token ? { 'x-auth-token': token } : {}, remoteAddress: nextAddress() });
    const file = await download(lesson.atchFiles[0].downloadUrl, m.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(file.headers['content-disposition'])).toContain(
      `filename*=UTF-8''${encodeURIComponent('방송_장비_점검표.csv')}`,
    );
    expect(file.body).toContain('마이크');
    expect(Number(file.headers['content-length'])).toBe(lesson.atchFiles[0].fileSize);

    // Not enrolled, not logged in, another lesson's file, a malformed id: refused, nothing served.
    const stranger = await newMember(app);
    const refused = await download(lesson.atchFiles[0].downloadUrl, stranger.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(EDU_MESSAGES.notEnrolled);
    expect((await download(lesson.atchFiles[0].downloadUrl)).statusCode).toBe(401);
    const elsewhere = await download(
      `/v1/app/edu/course/${id}/lesson/${first!.eduLsnId}/atch/${lesson.atchFiles[0].fileId}`,
      m.token,
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe(EDU_MESSAGES.fileNotFound);
    const malformed = await download(`/v1/app/edu/course/${id}/lesson/${first!.eduLsnId}/atch/a.b`, m.token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(EDU_MESSAGES.invalidFileId);
  });
});
