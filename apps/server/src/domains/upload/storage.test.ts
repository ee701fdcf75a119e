import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskStorage, isValidFileKey } from './storage.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'onfan-storage-test-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('disk file storage', () => {
  const storage = createDiskStorage(root);

  it('stores under a fresh random key with the given extension and reads it back', async () => {
    const a = await storage.put(Buffer.from('first'), 'png');
    const b = await storage.put(Buffer.from('second'), 'png');
    expect(a).toMatch(/^[A-Za-z0-9_-]{24}\.png$/);
    expect(a).not.toBe(b);
    const got = await storage.get(a);
    expect(got?.size).toBe(5);
    expect(await text(got!.stream)).toBe('first');
    expect(fs.existsSync(path.join(root, 'uploads', a.slice(0, 2), a))).toBe(true);
  });

  it('deletes, and treats a missing file as gone', async () => {
    const key = await storage.put(Buffer.from('x'), 'gif');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('never resolves a key outside its root', async () => {
    fs.writeFileSync(path.join(root, 'secret.png'), 'secret');
    for (const key of ['../secret.png', '..', '.', 'a/../../secret.png', '', 'x.exe', 'x.PNG', 'x.png/']) {
      expect(isValidFileKey(key), key).toBe(false);
      expect(await storage.get(key)).toBeNull();
    }
    await storage.delete('../secret.png');
    expect(fs.existsSync(path.join(root, 'secret.png'))).toBe(true);
  });

  it('refuses extensions it does not serve', async () => {
    await expect(storage.put(Buffer.from('x'), 'html')).rejects.toThrow(RangeError);
    await expect(storage.put(Buffer.from('x'), 'png/../../x')).rejects.toThrow(RangeError);
  });
});
