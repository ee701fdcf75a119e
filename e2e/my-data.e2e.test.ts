import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { expectAccessible, launchBrowser, newContext, screenshot } from './support/browser.js';
import { closePopups, portalUrl } from './support/portal.js';

/**
 * 내 정보 내려받기: demo-member opens the section of my page, asks for the file, waits while the background job makes
 * it (the job runs every minute; the page looks again by itself), downloads the ZIP and finds in it their own data
 * as JSON and a Korean HTML page — and nothing of the other demo accounts.
 */

const baseUrl = portalUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The entries of a ZIP file, by name, as text. */
function unzip(file: string): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('no zip'));
      const out = new Map<string, string>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            out.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(out));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe('내 정보 내려받기', () => {
  it(
    'asks for the file, waits for the job and downloads a ZIP of the member’s own data',
    { timeout: 240_000 },
    async () => {
      const context = await newContext(browser, 'desktop', { loggedInAs: 'demo-member' });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/mypage2/my-data`);
      await closePopups(page);
      await page.getByRole('heading', { level: 1, name: '내 정보 내려받기' }).waitFor();
      await expect.poll(() => page.getByRole('status').first().textContent()).toContain('아직 요청한 파일이 없습니다');
      await expectAccessible(page, 'my data, nothing asked');
      await screenshot(page, 'my-data-empty-desktop');

      await page.getByRole('button', { name: '내 정보 파일 요청하기' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText('내 정보 파일 만들기를 요청했습니다').waitFor();
      await dialog.getByRole('button', { name: '확인' }).click();
      await expect.poll(() => page.getByRole('status').first().textContent()).toContain('파일을 만들고 있습니다');
      expect(await page.getByRole('button', { name: '새로 요청하기' }).isDisabled()).toBe(true);
      await expectAccessible(page, 'my data, being made');

      // The request starts the job at once (not at the job's next minute); the page looks again every few seconds.
      const download = page.getByRole('button', { name: 'ZIP 파일 내려받기' });
      await download.waitFor({ timeout: 30_000 });
      await expect.poll(() => page.getByRole('status').first().textContent()).toContain('내려받을 수 있습니다');
      await expectAccessible(page, 'my data, ready');
      await screenshot(page, 'my-data-ready-desktop');

      const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
      expect(file.suggestedFilename()).toMatch(/^onfan-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
      const saved = await file.path();
      expect(fs.statSync(saved).size).toBeGreaterThan(0);
      const entries = await unzip(saved);
      expect([...entries.keys()].sort()).toEqual(['my-data.html', 'my-data.json']);
      const json = entries.get('my-data.json')!;
      const data = JSON.parse(json) as Record<string, unknown> & { profile: { userId: number; lgnId: string } };
      expect(data.profile).toMatchObject({ lgnId: 'demo-member', userNm: '김소상' });
      expect(json).not.toContain('userPasswd');
      for (const [section, rows] of Object.entries(data)) {
        if (!Array.isArray(rows)) continue;
        for (const row of rows as Record<string, unknown>[]) {
          if ('userId' in row) expect(row.userId, section).toBe(data.profile.userId);
        }
      }
      expect(Array.isArray(data.consents) && data.consents.length).toBeGreaterThan(0);
      const html = entries.get('my-data.html')!;
      expect(html).toContain('<html lang="ko">');
      expect(html).toContain('김소상');
      for (const text of [json, html]) {
        for (const other of ['demo-admin', '온판운영자']) expect(text).not.toContain(other);
      }
      await context.close();
    },
  );

  it('shows the section on a phone, readable and labelled', async () => {
    const context = await newContext(browser, 'phone', { loggedInAs: 'demo-member' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/mypage2/my-data`);
    await closePopups(page);
    await page.getByRole('heading', { level: 1, name: '내 정보 내려받기' }).waitFor();
    await page.getByRole('status').first().waitFor();
    await page.getByRole('button', { name: /요청하기$/ }).waitFor();
    await expectAccessible(page, 'my data on a phone');
    await screenshot(page, 'my-data-phone');
    await context.close();
  });
});

describe('my page sections', () => {
  it('every section in the side navigation opens with one page heading', async () => {
    const context = await newContext(browser, 'desktop', { loggedInAs: 'demo-member' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/mypage2/myinfo`);
    await closePopups(page);
    const nav = page.getByRole('navigation', { name: /마이페이지/ });
    await nav.getByRole('link', { name: '내 정보', exact: true }).waitFor();
    const labels = (await nav.getByRole('link').allTextContents()).map((t) => t.trim());
    expect(labels.length).toBeGreaterThanOrEqual(15);
    for (const label of labels) {
      // The side navigation moves between sections in the page (no reload): each one's heading is awaited.
      const link = nav.getByRole('link', { name: label, exact: true });
      await link.click();
      await expect.poll(() => link.getAttribute('aria-current'), { message: label }).toBe('page');
      // One h1, starting with the navigation's name for the section ('소상공인 확인서' → '소상공인 확인서 등록'); 내 정보
      // first asks for the password (its own step, 비밀번호 확인).
      const heading = label === '내 정보' ? /^비밀번호 확인$/ : new RegExp(`^${label}`);
      await expect
        .poll(async () => (await page.getByRole('heading', { level: 1 }).allTextContents()).map((t) => t.trim()), {
          message: label,
        })
        .toEqual([expect.stringMatching(heading)]);
    }
    await context.close();
  });
});
