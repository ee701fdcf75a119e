import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../test/s3-server.js';
import type { ObjectStore } from './object-store.js';
import { DiskObjectStore, S3ObjectStore } from './object-store.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'onfan-objects-'));
const s3 = await startS3Server('onfan-test');
afterAll(async () => {
  await s3.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const stores: [string, ObjectStore][] = [
  ['on disk', new DiskObjectStore(root)],
  [
    'in an S3-compatible bucket (s3rver)',
    new S3ObjectStore({
      bucket: 'onfan-test',
      prefix: 'portal/',
      region: 'ap-northeast-2',
      endpoint: s3.endpoint,
      forcePathStyle: true,
    }),
  ],
];

describe.each(stores)('the object store %s', (_name, store) => {
  it('puts, reads back, tells whether it exists, lists and deletes', async () => {
    await store.put('uploads/ab/abc.png', Buffer.from('first'));
    await store.put('media/brc-1/0/index.m3u8', Buffer.from('#EXTM3U\n'), {
      contentType: 'application/vnd.apple.mpegurl',
    });
    const got = await store.get('uploads/ab/abc.png');
    expect(got?.size).toBe(5);
    expect(await text(got!.stream)).toBe('first');
    expect(await store.exists('uploads/ab/abc.png')).toBe(true);
    expect(await store.exists('uploads/ab/none.png')).toBe(false);
    expect(await store.get('uploads/ab/none.png')).toBeNull();
    const listed = [];
    for await (const o of store.list('uploads/')) listed.push(o);
    expect(listed.map((o) => o.key)).toEqual(['uploads/ab/abc.png']);
    expect(Date.now() - listed[0]!.modifiedAt.getTime()).toBeLessThan(60_000);
    // Replacing keeps one object.
    await store.put('uploads/ab/abc.png', Buffer.from('second'));
    expect(await text((await store.get('uploads/ab/abc.png'))!.stream)).toBe('second');
    await store.delete('uploads/ab/abc.png');
    expect(await store.exists('uploads/ab/abc.png')).toBe(false);
    await expect(store.delete('uploads/ab/abc.png')).resolves.toBeUndefined();
  });

  it('stores a file streamed from the disk (an uploaded recording)', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'onfan-putfile-')), 'clip.mp4');
    const bytes = Buffer.alloc(300_000, 7);
    fs.writeFileSync(file, bytes);
    await store.putFile('broadcast-uploads/0123456789abcdef0123456789abcdef', file);
    const got = await store.get('broadcast-uploads/0123456789abcdef0123456789abcdef');
    expect(got?.size).toBe(bytes.length);
    const chunks: Buffer[] = [];
    for await (const c of got!.stream) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    await store.delete('broadcast-uploads/0123456789abcdef0123456789abcdef');
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });

  it('never takes a key that could leave its root', async () => {
    for (const key of ['../x', 'a/../../x', '/abs', '', 'a//b', '.hidden']) {
      expect(await store.get(key), key).toBeNull();
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(RangeError);
    }
  });
});
