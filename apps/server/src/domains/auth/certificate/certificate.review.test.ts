import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../../test/test-db.js';
import { call, newMember, newOperator } from '../auth.testkit.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The member's certificate, uploaded as the my-page form sends it (multipart `uploadFile`). */
async function submit(app: FastifyInstance, token: string, name: string, content: Buffer, type: string) {
  const boundary = `----onfan${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="uploadFile"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/v1/app/auth/certificate/upload',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-auth-token': token },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('the console’s certificate queue', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const desk = await newOperator(app, ['RESERVATION'], { userNm: '예약담당' });
  const queue = async (status = 'PENDING') =>
    (await call(app, 'GET', `/v1/app/auth/admin/certificates?status=${status}&pageSize=100`, { token: desk.token }))
      .body as { totalCount: number; items: { certId: number; userId: number; userNm: string; statusCd: string }[] };
  const rowOf = async (userId: number, status = 'PENDING') =>
    (await queue(status)).items.find((r) => r.userId === userId);
  const decide = (certId: number, body: object, token = desk.token) =>
    call(app, 'PUT', `/v1/app/auth/admin/certificates/${certId}/decision`, { token, body });
  const memberCert = async (token: string) =>
    (await call(app, 'GET', '/v1/app/auth/certificate', { token })).body as { status: string; rjctRsn: string | null };

  it('lists the submission in force, masked; shows its file and logs the view; rejects then approves with the member told', async () => {
    const m = await newMember(app, { userNm: '홍길동' });
    await submit(app, m.token, '확인서.pdf', PDF, 'application/pdf');
    const first = await rowOf(m.userId);
    expect(first).toMatchObject({
      userNm: '홍*동',
      statusCd: 'PENDING',
      fileNm: '확인서.pdf',
      mimeType: 'application/pdf',
    });

    const file = await app.inject({
      method: 'GET',
      url: `/v1/app/auth/admin/certificates/${first!.certId}/file`,
      headers: { 'x-auth-token': desk.token },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.headers['cache-control']).toContain('no-store');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const viewed = await db
      .selectFrom('prvcAccessLog')
      .selectAll()
      .where('oprUserId', '=', desk.userId)
      .where('subjectUserId', '=', m.userId)
      .execute();
    expect(viewed.map((r) => [r.accessKind, r.screen])).toEqual([['VIEW', '소상공인 확인서 검토']]);

    const noReason = await decide(first!.certId, { decision: 'REJECTED' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('반려 사유를 입력해주세요.');
    const rejected = await decide(first!.certId, { decision: 'REJECTED', reason: '발급일이 지났습니다.' });
    expect(rejected.body).toEqual({
      number: 200,
      message: '소상공인 확인서를 반려했습니다. 회원에게 사유를 문자로 알렸습니다.',
    });
    expect(await memberCert(m.token)).toMatchObject({ status: '반려', rjctRsn: '발급일이 지났습니다.' });
    expect(await rowOf(m.userId, 'REJECTED')).toMatchObject({ decidedByNm: '예약담당' });
    // Deciding the same copy again: someone (here, the same desk) decided it first.
    const again = await decide(first!.certId, { decision: 'APPROVED' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('다른 담당자가 먼저 수정했습니다. 새로 고친 뒤 다시 시도해 주세요.');

    await submit(app, m.token, 'scan.png', PNG, 'image/png');
    const second = await rowOf(m.userId);
    expect(second!.certId).not.toBe(first!.certId);
    const approved = await decide(second!.certId, { decision: 'APPROVED', reason: '무시되는 사유' });
    expect(approved.body.message).toBe('소상공인 확인서를 승인했습니다. 회원에게 문자로 알렸습니다.');
    expect(await memberCert(m.token)).toMatchObject({ status: '승인', rjctRsn: null });

    const told = await db
      .selectFrom('notificationOutbox')
      .select(['kind', 'body'])
      .where('userId', '=', m.userId)
      .where('kind', '=', 'CERTIFICATE_DECIDED')
      .orderBy('id')
      .execute();
    expect(told.map((t) => t.body)).toEqual([
      '[온판] 소상공인 확인서가 반려되었습니다. 사유: 발급일이 지났습니다. 마이페이지에서 다시 등록해 주세요.',
      '[온판] 소상공인 확인서가 승인되었습니다. 이제 스튜디오와 공간을 예약할 수 있습니다.',
    ]);
    const audit = await db
      .selectFrom('oprAudit')
      .select(['action', 'targetId'])
      .where('targetKind', '=', 'certificate')
      .where('oprUserId', '=', desk.userId)
      .orderBy('auditId')
      .execute();
    expect(audit.map((a) => [a.action, String(a.targetId)])).toEqual([
      ['REJECTED', String(first!.certId)],
      ['APPROVED', String(second!.certId)],
    ]);
  });

  it('refuses a decision on a copy the member has replaced since, and changes nothing', async () => {
    const m = await newMember(app);
    await submit(app, m.token, 'old.pdf', PDF, 'application/pdf');
    const read = await rowOf(m.userId);
    await submit(app, m.token, 'new.png', PNG, 'image/png');
    const stale = await decide(read!.certId, { decision: 'APPROVED' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('다른 담당자가 먼저 수정했습니다. 새로 고친 뒤 다시 시도해 주세요.');
    expect(await memberCert(m.token)).toMatchObject({ status: '미확인' });
    const audits = await db
      .selectFrom('oprAudit')
      .select('auditId')
      .where('targetId', '=', String(read!.certId))
      .execute();
    expect(audits).toEqual([]);
    // Only the submission in force is in the queue.
    expect((await queue()).items.filter((r) => r.userId === m.userId)).toHaveLength(1);
  });

  it('sorts by a column the list names, both ways, and refuses any other', async () => {
    for (let i = 0; i < 3; i++) {
      const m = await newMember(app);
      await submit(app, m.token, `c${i}.pdf`, PDF, 'application/pdf');
    }
    const rows = async (query: string) =>
      (
        await call(app, 'GET', `/v1/app/auth/admin/certificates?status=PENDING&pageSize=100&${query}`, {
          token: desk.token,
        })
      ).body.items as { certId: number; lgnId: string }[];
    const up = await rows('sort=lgnId&order=asc');
    expect(up.length).toBeGreaterThan(2);
    const ids = up.map((r) => r.lgnId);
    expect(ids).toEqual([...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await rows('sort=lgnId&order=desc')).map((r) => r.certId)).toEqual(up.map((r) => r.certId).reverse());
    const bad = await call(app, 'GET', '/v1/app/auth/admin/certificates?sort=fileId', { token: desk.token });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('정렬 기준이 올바르지 않습니다.');
  });

  it('is the reservation desk’s and the system administrator’s: other roles, members and visitors are refused', async () => {
    const m = await newMember(app);
    await submit(app, m.token, 'c.pdf', PDF, 'application/pdf');
    const row = await rowOf(m.userId);
    const community = await newOperator(app, ['COMMUNITY']);
    for (const token of [community.token, m.token]) {
      expect((await call(app, 'GET', '/v1/app/auth/admin/certificates', { token })).status).toBe(403);
      expect((await decide(row!.certId, { decision: 'APPROVED' }, token)).status).toBe(403);
    }
    expect((await call(app, 'GET', '/v1/app/auth/admin/certificates')).status).toBe(401);
    const system = await newOperator(app, ['SYSTEM']);
    expect((await decide(row!.certId, { decision: 'APPROVED' }, system.token)).status).toBe(200);
    expect((await decide(999_999_999, { decision: 'APPROVED' })).status).toBe(404);
  });
});
