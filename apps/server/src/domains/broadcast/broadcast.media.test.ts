import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-db.js';
import { call } from '../auth/auth.testkit.js';
import { generateBroadcastMedia, hasFfmpeg, titleLines } from './broadcast.media.js';
import { captionsOfCues, cuesOfSpeech, narrationLines, readWav, ssmlOf, wavOf } from './broadcast.narration.js';
import { BroadcastRepository } from './broadcast.repository.js';

const ffmpeg = await hasFfmpeg();

describe('broadcast media', async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'onfan-media-'));
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));
  const { app, database } = await createTestApp({ demo: false, config: { dataDir } });
  const repo = new BroadcastRepository(database.db);
  const chnl = await repo.upsertChannel('미디어 시험 채널', '');
  const vod = await repo.insertBroadcast(
    {
      brcChnlId: chnl,
      brcTypeDcd: '2',
      brcTit: '미디어 시험 다시보기',
      brcExpln: '자막이 한국어로 나옵니다.',
      brcBgngDt: '2026-11-01T01:00:00.000Z',
      brcEndDt: '2026-11-01T02:00:00.000Z',
      mediaKey: null,
    },
    [],
  );

  it('narrates the title and the description sentence by sentence, captioned where each is spoken', () => {
    expect(narrationLines('제목 --> 화살표', '첫 문장입니다. 둘째 문장!  셋째?  넷째.')).toEqual([
      '제목 → 화살표',
      '첫 문장입니다.',
      '둘째 문장!',
    ]);
    // Speech (a loud tone) for 1 s, a 1.5 s pause, speech for 0.6 s with a short pause inside: two lines.
    const rate = 8000;
    const tone = (s: number) => Buffer.alloc(rate * 2 * s, Buffer.from([0x00, 0x20]));
    const hush = (s: number) => Buffer.alloc(rate * 2 * s);
    const pcm = Buffer.concat([tone(1), hush(1.5), tone(0.2), hush(0.2), tone(0.2), hush(0.6)]);
    const cues = cuesOfSpeech(pcm, rate, ['가', '나'], 0.5);
    expect(cues).toEqual([
      { start: 0.5, end: 1.5, text: '가' },
      { start: 3, end: 3.6, text: '나' },
    ]);
    // Stretches that do not match the lines: shared out by length.
    expect(cuesOfSpeech(pcm, rate, ['가', '나', '다'], 0).map((c) => c.end)).toEqual([1.033, 2.067, 3.1]);
    expect(readWav(wavOf(rate, pcm)).pcm.equals(pcm)).toBe(true);
    expect(ssmlOf(['A<B', '가'])).toBe('<speak>A&lt;B<break time="1500ms"/>가</speak>');
    const vtt = captionsOfCues(cues);
    expect(vtt.startsWith('WEBVTT\n')).toBe(true);
    expect(vtt).toContain('00:00:00.500 --> 00:00:01.500\n가');
    expect(vtt).toContain('00:00:03.000 --> 00:00:03.600\n나');
    expect(titleLines('제철 귤 산지 직송 라이브 — 제주 농가와 함께', 14)).toBe(
      '제철 귤 산지 직송 라이브\n— 제주 농가와 함께',
    );
  });

  it('says plainly when ffmpeg is missing, and a broadcast without media has no media addresses', async () => {
    expect(await hasFfmpeg('/nonexistent/ffmpeg')).toBe(false);
    const view = await call(app, 'GET', `/v1/app/broadcast/brcInfo/${vod}`);
    expect([view.body.mediaUrl, view.body.captionUrl, view.body.posterUrl]).toEqual([null, null, null]);
  });

  it.skipIf(!ffmpeg)('renders two renditions, a poster and captions once, served with their types', async () => {
    expect(await generateBroadcastMedia(database.db, dataDir)).toBe(1);
    expect(await generateBroadcastMedia(database.db, dataDir)).toBe(0);
    const view = await call(app, 'GET', `/v1/app/broadcast/brcInfo/${vod}`);
    expect(view.body.mediaUrl).toBe(`/media/brc-${vod}/master.m3u8`);

    const get = (url: string) => app.inject({ method: 'GET', url });
    const master = await get(view.body.mediaUrl as string);
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(master.headers['cache-control']).toContain('max-age=31536000');
    expect(master.body).toContain('RESOLUTION=640x360');
    expect(master.body).toContain('RESOLUTION=320x180');
    const segment = await get(`/media/brc-${vod}/1/seg0.ts`);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    const vtt = await get(view.body.captionUrl as string);
    expect(vtt.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(vtt.body).toContain('미디어 시험 다시보기');
    expect(vtt.body).toContain('자막이 한국어로 나옵니다.');
    // The narration is spoken (eSpeak NG's Korean voice): the captions follow it, and the clip lasts as long.
    const times = [...vtt.body.matchAll(/(\d\d):(\d\d):(\d\d)\.(\d{3}) --> /g)].map(
      (m) => Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000,
    );
    expect(times).toHaveLength(2);
    expect(times[0]).toBe(0.5);
    expect(times[1]).toBeGreaterThan(1.2);
    const playlist = await get(`/media/brc-${vod}/0/index.m3u8`);
    const length = [...playlist.body.matchAll(/#EXTINF:([\d.]+)/g)].reduce((t, m) => t + Number(m[1]), 0);
    expect(length).toBeGreaterThanOrEqual(Math.max(4, times[1]!));
    const poster = await get(view.body.posterUrl as string);
    expect(poster.headers['content-type']).toBe('image/jpeg');

    const short = await repo.insertBroadcast(
      {
        brcChnlId: chnl,
        brcTypeDcd: '3',
        brcTit: '미디어 시험 숏폼',
        brcBgngDt: '2026-11-02T01:00:00.000Z',
        brcEndDt: '2026-11-02T01:01:00.000Z',
        mediaKey: null,
      },
      [],
    );
    expect(await generateBroadcastMedia(database.db, dataDir)).toBe(1);
    expect((await get(`/media/brc-${short}/master.m3u8`)).body).toContain('RESOLUTION=360x640');

    for (const bad of [`/media/brc-${vod}/..%2F..%2Fonfan.sqlite`, `/media/x/master.m3u8`, `/media/brc-${vod}/a.txt`]) {
      expect((await get(bad)).statusCode).toBe(404);
    }
  });
});
