import fs from 'node:fs/promises';
import path from 'node:path';
import { BROADCAST_MEDIA_MESSAGES as M } from '@onfan/contracts/broadcast-media.admin';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp, testConfig } from '../../test/test-db.js';
import { call, newMember, newOperator } from '../auth/auth.testkit.js';
import { parseCaptionFile, writeVtt } from './broadcast-media.captions.js';

const SRT = [
  '1',
  '00:00:00,500 --> 00:00:02,000',
  '<i>온판</i> 겨울 특집',
  '',
  '2',
  '00:00:02,000 --> 00:00:04,250',
  '소상공인 & 창작자',
  '두 번째 줄',
  '',
].join('\r\n');

/** A captions file as the editor page sends it (multipart `captionFile`). */
async function uploadCaptions(app: FastifyInstance, token: string, brcInfoNo: number, name: string, content: string) {
  const boundary = `----onfan${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="captionFile"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(content, 'utf8'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: `/v1/app/broadcast/admin/broadcasts/${brcInfoNo}/captions/file`,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-auth-token': token },
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.statusCode, body: JSON.parse(res.body) as any };
}

describe('captions files', () => {
  it('reads SRT into cues (tags dropped, entities kept as text) and writes them back as WebVTT', () => {
    const cues = parseCaptionFile(Buffer.from(`\uFEFF${SRT}`));
    expect(cues).toEqual([
      { start: '00:00:00.500', end: '00:00:02.000', text: '온판 겨울 특집' },
      { start: '00:00:02.000', end: '00:00:04.250', text: '소상공인 & 창작자\n두 번째 줄' },
    ]);
    const vtt = writeVtt(cues);
    expect(vtt).toBe(
      'WEBVTT\n\n1\n00:00:00.500 --> 00:00:02.000\n온판 겨울 특집\n\n2\n00:00:02.000 --> 00:00:04.250\n소상공인 &amp; 창작자\n두 번째 줄\n',
    );
    expect(parseCaptionFile(Buffer.from(vtt))).toEqual(cues);
  });

  it('reads WebVTT with short times, ids, notes and cue settings', () => {
    const vtt = 'WEBVTT - 온판\n\nNOTE 메모\n\nintro\n00:01.000 --> 00:02.000 align:start\n안녕하세요\n';
    expect(parseCaptionFile(Buffer.from(vtt))).toEqual([
      { start: '00:00:01.000', end: '00:00:02.000', text: '안녕하세요' },
    ]);
  });

  it('names the line of a bad file', () => {
    const bad = (text: string) => {
      try {
        parseCaptionFile(Buffer.from(text));
        return null;
      } catch (err) {
        return (err as Error).message;
      }
    };
    expect(bad('1\n00:00:01,000 -> 00:00:02,000\n가\n')).toBe(
      "2번째 줄: 자막 번호 다음 줄에 '00:00:01,000 --> 00:00:03,000' 같은 시각이 있어야 합니다.",
    );
    expect(bad('1\n00:00:01,000 --> 00:00:02,000\n가\n\n2\n00:00:03,000 --> 00:00:02,000\n나\n')).toBe(
      `6번째 줄: ${M.endAfterStart}`,
    );
    expect(bad('1\n00:00:05,000 --> 00:00:06,000\n가\n\n2\n00:00:01,000 --> 00:00:02,000\n나\n')).toBe(
      `6번째 줄: ${M.outOfOrder}`,
    );
    expect(bad('WEBVTT\n\n00:00:1.000 --> 00:00:02.000\n가\n')).toMatch(/^3번째 줄: 시각을 읽을 수 없습니다/);
    expect(bad('1\n00:00:01,000 --> 00:00:02,000\n')).toBe(`2번째 줄: ${M.textRequired}`);
    expect(bad('WEBVTT\n\n')).toMatch(M.fileEmpty);
    const notUtf8 = (() => {
      try {
        parseCaptionFile(Buffer.from([0xff, 0xfe, 0x00, 0x41]));
        return null;
      } catch (err) {
        return (err as Error).message;
      }
    })();
    expect(notUtf8).toBe(`1번째 줄: ${M.fileNotText}`);
  });
});

describe('the broadcast captions desk', async () => {
  const clock = fixedClock('2026-12-08T01:00:00.000Z');
  const { app, database } = await createTestApp({ clock });
  const db = database.db;
  const dataDir = testConfig().dataDir;
  const desk = await newOperator(app, ['BROADCAST'], { userNm: '방송담당' });
  const vod = await db
    .selectFrom('brcInfo')
    .select('brcInfoNo')
    .where('brcTypeDcd', '=', '2')
    .orderBy('brcInfoNo')
    .executeTakeFirstOrThrow()
    .then((r) => r.brcInfoNo);
  const live = await db
    .selectFrom('brcInfo')
    .select('brcInfoNo')
    .where('brcTypeDcd', '=', '1')
    .executeTakeFirstOrThrow()
    .then((r) => r.brcInfoNo);
  const url = `/v1/app/broadcast/admin/broadcasts/${vod}/captions`;
  const key = `brc-${vod}`;
  const vttFile = path.join(dataDir, 'media', key, 'ko.vtt');
  const audits = () =>
    db
      .selectFrom('oprAudit')
      .selectAll()
      .where('targetKind', '=', 'broadcast-captions')
      .where('targetId', '=', String(vod))
      .orderBy('auditId')
      .execute();

  it('is refused to a visitor, a member and an operator without the broadcast or system role', async () => {
    const member = await newMember(app);
    const content = await newOperator(app, ['CONTENT']);
    expect((await call(app, 'GET', url)).status).toBe(401);
    expect((await call(app, 'GET', url, { token: member.token })).status).toBe(403);
    expect((await call(app, 'GET', url, { token: content.token })).status).toBe(403);
    expect((await uploadCaptions(app, content.token, vod, 'a.srt', SRT)).status).toBe(403);
    const system = await newOperator(app, ['SYSTEM']);
    expect((await call(app, 'GET', url, { token: system.token })).status).toBe(200);
  });

  it('refuses a live broadcast and one that does not exist', async () => {
    const res = await call(app, 'GET', `/v1/app/broadcast/admin/broadcasts/${live}/captions`, { token: desk.token });
    expect(res).toMatchObject({ status: 400, body: { message: M.notRecording } });
    const gone = await call(app, 'GET', '/v1/app/broadcast/admin/broadcasts/999999/captions', { token: desk.token });
    expect(gone).toMatchObject({ status: 404, body: { message: M.notFound } });
  });

  it('reads an SRT file into cues, and names the line of a bad one, publishing nothing', async () => {
    const read = await uploadCaptions(app, desk.token, vod, 'captions.srt', SRT);
    expect(read.status).toBe(200);
    expect(read.body.cues).toHaveLength(2);
    const bad = await uploadCaptions(app, desk.token, vod, 'bad.srt', '1\n00:00:03,000 --> 00:00:01,000\n가\n');
    expect(bad).toMatchObject({
      status: 400,
      body: { message: `2번째 줄: ${M.endAfterStart}`, errors: [{ field: 'captionFile' }] },
    });
    expect(await db.selectFrom('brcCaption').selectAll().execute()).toEqual([]);
  });

  it('publishes cues as ko.vtt with an audit row, refuses a stale copy and bad cues, changing nothing', async () => {
    await db.updateTable('brcInfo').set({ mediaKey: null }).where('brcInfoNo', '=', vod).execute();
    const first = await call(app, 'GET', url, { token: desk.token });
    expect(first.body).toMatchObject({ hasMedia: false, updtDt: '', captionUrl: null });
    const cues = [
      { start: '00:00:00.000', end: '00:00:02.000', text: '첫 자막' },
      { start: '00:00:02.000', end: '00:00:04.000', text: '<b>둘째</b> 자막' },
    ];
    const noMedia = await call(app, 'PUT', url, { token: desk.token, body: { updtDt: '', cues } });
    expect(noMedia).toMatchObject({ status: 400, body: { message: M.noMedia } });

    await db.updateTable('brcInfo').set({ mediaKey: key }).where('brcInfoNo', '=', vod).execute();
    await fs.mkdir(path.dirname(vttFile), { recursive: true });
    await fs.writeFile(vttFile, 'WEBVTT\n\n00:00:00.000 --> 00:00:04.000\n데모 자막\n');
    const read = await call(app, 'GET', url, { token: desk.token });
    expect(read.body).toMatchObject({
      hasMedia: true,
      updtDt: '',
      captionUrl: `/media/${key}/ko.vtt`,
      cues: [{ start: '00:00:00.000', end: '00:00:04.000', text: '데모 자막' }],
    });

    // Bad cues: end before start, out of order, empty text — each at its field, nothing written.
    const bad = await call(app, 'PUT', url, {
      token: desk.token,
      body: {
        updtDt: '',
        cues: [
          { start: '00:00:03.000', end: '00:00:02.000', text: '가' },
          { start: '00:00:01.000', end: '00:00:02.000', text: ' ' },
          { start: '1:2', end: '00:00:02.000', text: '다' },
        ],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'cues.0.end', message: M.endAfterStart },
        { field: 'cues.1.text', message: M.textRequired },
        { field: 'cues.2.start', message: M.timeInvalid },
      ]),
    );
    const order = await call(app, 'PUT', url, {
      token: desk.token,
      body: { updtDt: '', cues: [cues[1], cues[0]] },
    });
    expect(order.body.errors).toEqual([{ field: 'cues.1.start', message: M.outOfOrder }]);
    expect(await fs.readFile(vttFile, 'utf8')).toContain('데모 자막');

    const published = await call(app, 'PUT', url, { token: desk.token, body: { updtDt: '', cues } });
    expect(published).toMatchObject({ status: 200, body: { message: M.published } });
    const vtt = await fs.readFile(vttFile, 'utf8');
    expect(vtt).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.000\n첫 자막\n\n2\n00:00:02.000 --> 00:00:04.000\n&lt;b&gt;둘째&lt;/b&gt; 자막\n',
    );
    // Served where the player loads it, asked again each time (it can be published again).
    const served = await app.inject({ method: 'GET', url: `/media/${key}/ko.vtt` });
    expect(served.body).toBe(vtt);
    expect(served.headers['cache-control']).toBe('no-cache');

    // A second publication on the first copy read (''), or on a wrong copy, is stale: 409, nothing changed.
    const stale = await call(app, 'PUT', url, { token: desk.token, body: { updtDt: '', cues: [cues[0]] } });
    expect(stale.status).toBe(409);
    const wrong = await call(app, 'PUT', url, { token: desk.token, body: { updtDt: 'x', cues: [cues[0]] } });
    expect(wrong.status).toBe(409);
    expect(await fs.readFile(vttFile, 'utf8')).toBe(vtt);

    const again = await call(app, 'GET', url, { token: desk.token });
    expect(again.body.updtDt).toBe(published.body.updtDt);
    expect(again.body.cues).toEqual([cues[0], { ...cues[1], text: '<b>둘째</b> 자막' }]);
    const second = await call(app, 'PUT', url, {
      token: desk.token,
      body: { updtDt: again.body.updtDt, cues: [{ ...cues[0], text: '고친 자막' }] },
    });
    expect(second.status).toBe(200);
    expect(await fs.readFile(vttFile, 'utf8')).toContain('고친 자막');
    const rows = await audits();
    expect(rows.map((r) => r.action)).toEqual(['PUBLISH', 'PUBLISH']);
    expect(JSON.parse(rows[1]!.beforeJson!)).toMatchObject({ cueCnt: 2 });
  });

  it('lets one of two first publications at once win', async () => {
    const shorts = await db
      .selectFrom('brcInfo')
      .select('brcInfoNo')
      .where('brcTypeDcd', '=', '3')
      .executeTakeFirstOrThrow()
      .then((r) => r.brcInfoNo);
    await db
      .updateTable('brcInfo')
      .set({ mediaKey: `brc-${shorts}` })
      .where('brcInfoNo', '=', shorts)
      .execute();
    const body = { updtDt: '', cues: [{ start: '00:00:00.000', end: '00:00:01.000', text: '동시' }] };
    const u = `/v1/app/broadcast/admin/broadcasts/${shorts}/captions`;
    const [a, b] = await Promise.all([
      call(app, 'PUT', u, { token: desk.token, body }),
      call(app, 'PUT', u, { token: desk.token, body }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });
});
