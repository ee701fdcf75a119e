import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { renderClip } from '../domains/broadcast/broadcast.media.js';
import { bundledPath, useMediaTools } from './media-tools.js';

const run = promisify(execFile);

describe('useMediaTools', () => {
  it('puts the bundled ffmpeg and ffprobe on PATH when the machine has none, and they transcode', async () => {
    // A PATH with no ffmpeg on it: only the folder of the shell utilities the test itself needs.
    const env: NodeJS.ProcessEnv = { PATH: '/nonexistent' };
    const found = await useMediaTools(env);
    expect(found).toEqual({ ffmpeg: 'bundled', ffprobe: 'bundled' });
    const probe = await run('ffprobe', ['-hide_banner', '-version'], { env });
    expect(probe.stdout).toMatch(/^ffprobe version/);
    // The encoders the broadcast media use (decision 017): H.264 and AAC into HLS.
    const encoders = await run('ffmpeg', ['-hide_banner', '-encoders'], { env, maxBuffer: 4_000_000 });
    expect(encoders.stdout).toMatch(/libx264/);
    expect(encoders.stdout).toMatch(/\baac\b/);
  });

  it("prefers the machine's own tools when they run", async () => {
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH };
    let system = true;
    try {
      await run('ffmpeg', ['-version'], { env });
    } catch {
      system = false;
    }
    const found = await useMediaTools(env);
    expect(found.ffmpeg).toBe(system ? 'system' : 'bundled');
    expect(env.PATH === process.env.PATH).toBe(system && found.ffprobe === 'system');
  });

  it('the bundled ffmpeg renders a demo clip whole: both renditions, the master playlist, the poster', async () => {
    const ffmpeg = bundledPath('ffmpeg');
    expect(ffmpeg).not.toBeNull();
    const dir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'onfan-clip-')), 'brc-1');
    try {
      await renderClip(dir, { title: '시험 방송', expln: '번들 ffmpeg', hue: 90 }, { ffmpeg: ffmpeg! });
      const files = (await fs.readdir(dir, { recursive: true })).sort();
      expect(files).toEqual(
        expect.arrayContaining(['0/index.m3u8', '1/index.m3u8', 'ko.vtt', 'master.m3u8', 'poster.jpg']),
      );
      const master = await fs.readFile(path.join(dir, 'master.m3u8'), 'utf8');
      expect(master).toMatch(/RESOLUTION=640x360\n0\/index\.m3u8/);
      expect(master).toMatch(/RESOLUTION=320x180\n1\/index\.m3u8/);
      expect(await fs.readFile(path.join(dir, '0', 'index.m3u8'), 'utf8')).toContain('#EXT-X-ENDLIST');
    } finally {
      await fs.rm(path.dirname(dir), { recursive: true, force: true });
    }
  }, 60_000);
});
