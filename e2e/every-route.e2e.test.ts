import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { NOT_FOUND_TITLE } from '@onfan/contracts/page-meta';
import { generatePath, matchPath } from 'react-router';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { VIEWPORTS } from './support/browser.js';
import { ARTIFACTS, expectAccessible, launchBrowser, newContext, settled } from './support/browser.js';
import { portalUrl } from './support/portal.js';
import {
  COMBINATIONS,
  coverage,
  matrixRows,
  readRecords,
  rowKey,
  type Combination,
  type MatrixRow,
} from './support/route-matrix.js';

/**
 * Every page of the portal, by a visitor and by a member (the console by an operator), on a desktop and on a phone,
 * passes the audit (axe, the Nu checker, visible labels, the 320 px reflow): KWCAG asks it of each page, not of a
 * sample. The journeys audit the page states they reach; this file runs after them (the sequencer in
 * vitest.config.ts), audits each combination none of them covered and fails when one is left. A page that sends the
 * person elsewhere (a visitor at a member's page goes to the login page) is covered by the audit of where it sends.
 */

const baseUrl = portalUrl();

/**
 * Where to find an address for a page with parameters that no journey audits: an address, a page that links to it
 * (an address, or another row whose address is found the same way), or another row with the same parameters (its
 * path's and its query's).
 */
type Where = string | { linkedFrom: string } | { like: string };
const WHERE: Record<string, Where> = {
  'notice/:ntcId/view': { linkedFrom: '/notice' },
  'playground/:plygrndId/view': { linkedFrom: '/playground' },
  'playground2/:plygrndId/view': { linkedFrom: '/playground2?ctgrCode=1012001' },
  'playground3/:plygrndId/view': { linkedFrom: '/playground3' },
  'interview/:interviewId/view': { linkedFrom: '/interview' },
  'live/vod/:brcInfoNo': { like: 'broadcast/:brcInfoNo/view' },
  // The same post as scommunity/detail, reached from the search results.
  'scommunity/detail/search': { like: 'scommunity/detail' },
  'broadcast/:brcInfoNo/view': { linkedFrom: '/broadcast' },
  'space/:spaceId': { linkedFrom: '/space' },
  'space/:spaceId/rsvt/:roomId': { linkedFrom: 'space/:spaceId' },
  'sentcont/:sentContCtgrDcd/list': { linkedFrom: '/sentcont/home' },
  'sentcont/:sentContCtgrDcd/view/:sentContId': { linkedFrom: 'sentcont/:sentContCtgrDcd/list' },
  'dhfindInfo/:division': '/dhfindInfo/id',
  // The signed link of a marketing message; an address not signed by the portal gets the page's refusal.
  'marketing/:userData': '/marketing/unsigned-link',
  'admin/contents/:board/:contentsId': { linkedFrom: '/admin/contents' },
  'admin/notices/:ntcId': { linkedFrom: '/admin/notices' },
  'admin/announcements/:ancmtId': { linkedFrom: '/admin/announcements' },
  'admin/studios/:studoId': { linkedFrom: '/admin/studios' },
  'admin/spaces/:spaceId': { linkedFrom: '/admin/spaces' },
  'admin/communities/:cmntId/entries/new': { linkedFrom: 'admin/communities/:cmntId' },
  'admin/communities/:cmntId/entries/:cmntBrdId': { linkedFrom: 'admin/communities/:cmntId' },
  'admin/sodam/stores/:storeId': { linkedFrom: '/admin/sodam/stores' },
  'admin/sodam/products/:pdId': { linkedFrom: '/admin/sodam/products' },
  'admin/promotions/:prgmId': { linkedFrom: '/admin/promotions' },
  'admin/broadcasts/channels/:brcChnlId': { linkedFrom: '/admin/broadcasts/channels' },
};

let browser: Browser;
let rows: MatrixRow[];
/** An address of each row: the first a journey audited, else found through WHERE. */
let known: Map<string, string>;
/** The rows' combinations covered by where the page sent the person: `${key} ${combination}` → the row sent to. */
const sentTo = new Map<string, string>();

beforeAll(async () => {
  browser = await launchBrowser();
  rows = matrixRows();
  known = coverage(readRecords(inject('auditLog')), baseUrl).seenAt;
});
afterAll(async () => {
  await browser?.close();
});

/**
 * An address of the row: the first a journey audited, else one found through WHERE with `finder`, a desktop page of
 * the person who may see the links (the console's lists only show to an operator).
 */
async function addressOf(key: string, finder: () => Promise<Page>): Promise<string> {
  const seen = known.get(key);
  if (seen !== undefined) return seen;
  const where = WHERE[key];
  let address: string;
  if (where === undefined) {
    if (key.includes(':')) throw new Error(`no address is known for ${key}: say in WHERE where it is linked from`);
    address = `/${key}`;
  } else if (typeof where === 'string') {
    address = where;
  } else if ('like' in where) {
    const other = new URL(await addressOf(where.like, finder), baseUrl);
    const params = matchPath(`/${where.like}`, other.pathname)?.params;
    if (!params) throw new Error(`${other.pathname} is not an address of ${where.like}`);
    address = generatePath(`/${key}`, params) + other.search;
  } else {
    const from = where.linkedFrom.startsWith('/') ? where.linkedFrom : await addressOf(where.linkedFrom, finder);
    const page = await finder();
    await page.goto(baseUrl + from);
    // The links come with the page's data, which may be asked for after the calls settled() saw (the console reads
    // the operator first): the page is read again until the link is there.
    const link = async () => {
      const hrefs = await page.$$eval('a[href^="/"]', (links) => links.map((a) => a.getAttribute('href') ?? ''));
      return hrefs.find((href) => rowKey(href) === key);
    };
    const found = await expect
      .poll(link, { timeout: SHOWN_TIMEOUT_MS, message: `${from} has no link to ${key}` })
      .toBeDefined()
      .then(link);
    address = found!;
  }
  known.set(key, address);
  return address;
}

/** How long a page may take to show its heading or its dialog before the row is reported. */
const SHOWN_TIMEOUT_MS = 20_000;
/**
 * How long a visit inside the app waits for a heading or dialog the last page did not have. Two routes drawn by the
 * same page component (a post and the same post reached from search results, a form for a new item and for an
 * existing one) keep their heading element: such a visit loads the address instead.
 */
const REDRAWN_TIMEOUT_MS = 5_000;

async function load(page: Page, address: string): Promise<void> {
  await page.goto(baseUrl + address);
  await settled(page);
  await page.locator('h1, [role="alertdialog"]').first().waitFor({ timeout: SHOWN_TIMEOUT_MS });
}

/**
 * Goes to `address` the way a person following a link does: the app's router draws the page without loading the
 * scripts again (a third of each visit's time when every visit was a page load). The first visit of a page, a visit
 * from a page with a dialog open, and a visit to where the page already is load the address instead.
 */
async function open(page: Page, address: string): Promise<void> {
  const here = new URL(page.url());
  const dialogOpen = (await page.locator('[role="alertdialog"], [role="dialog"]').count()) > 0;
  if (here.origin !== baseUrl || dialogOpen || here.pathname + here.search === address) return load(page, address);
  await page.evaluate((to) => {
    for (const shown of Array.from(document.querySelectorAll('h1, [role="alertdialog"]')))
      shown.setAttribute('data-left', '');
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, address);
  const redrawn = await page
    .locator('h1:not([data-left]), [role="alertdialog"]:not([data-left])')
    .first()
    .waitFor({ timeout: REDRAWN_TIMEOUT_MS })
    .then(
      () => true,
      () => false,
    );
  if (!redrawn) return load(page, address);
  await settled(page);
}

/**
 * Opens the row's address and audits it as the person sees it: the page under its heading, or the dialog it opened
 * (a visitor at a member's page is asked to log in). A page that sends the person elsewhere, before the audit or
 * during it, is covered by the audit of where it sends them.
 */
async function visit(page: Page, address: string, row: MatrixRow, combination: Combination): Promise<void> {
  await open(page, address);
  const sent = () => {
    const landed = rowKey(page.url());
    if (landed === row.key) return false;
    if (landed === undefined) throw new Error(`${address} shows a page the portal does not have (${page.url()})`);
    sentTo.set(`${row.key} ${combination}`, landed);
    return true;
  };
  if (sent()) return;
  expect(await page.title(), `${address} opens its own page`).not.toMatch(new RegExp(`^${NOT_FOUND_TITLE}`));
  await expectAccessible(page, `${row.key} (${combination}) at ${address}`);
  sent();
}

describe('every page in every state', () => {
  for (const combination of COMBINATIONS) {
    it(
      `audits each page as ${combination} that no journey audited`,
      async () => {
        const [state, width] = combination.split('/') as ['visitor' | 'member', keyof typeof VIEWPORTS];
        const covered = coverage(readRecords(inject('auditLog'))).covered;
        const contexts = new Map<string, BrowserContext>();
        const pageOf = async (who: MatrixRow['member'] | 'visitor', size: keyof typeof VIEWPORTS): Promise<Page> => {
          let context = contexts.get(`${who} ${size}`);
          if (!context) {
            context = await newContext(browser, size, who === 'visitor' ? {} : { loggedInAs: who });
            await context.newPage();
            contexts.set(`${who} ${size}`, context);
          }
          return context.pages()[0]!;
        };
        const failures: string[] = [];
        for (const row of rows) {
          if (covered.get(row.key)?.has(combination)) continue;
          const page = await pageOf(state === 'visitor' ? 'visitor' : row.member, width);
          try {
            const address = await addressOf(row.key, () => pageOf(row.member, 'desktop'));
            await visit(page, address, row, combination);
          } catch (err) {
            const name = `${combination}-${row.key}`.replace(/[^\p{L}\p{N}]+/gu, '-');
            await page.screenshot({ path: path.join(ARTIFACTS, `failed-every-route-${name}.png`) }).catch(() => {});
            failures.push(`${row.key}: ${(err as Error).message.split('\n').slice(0, 8).join('\n  ')}`);
          }
        }
        for (const context of contexts.values()) await context.close();
        expect(failures, `pages that failed as ${combination}`).toEqual([]);
      },
      30 * 60_000,
    );
  }

  it('leaves no page unaudited in any state', () => {
    const covered = coverage(readRecords(inject('auditLog'))).covered;
    const left: string[] = [];
    for (const row of rows) {
      for (const combination of COMBINATIONS) {
        if (covered.get(row.key)?.has(combination)) continue;
        const target = sentTo.get(`${row.key} ${combination}`);
        if (target && covered.get(target)?.has(combination)) continue;
        left.push(`${row.key} ${combination}${target ? ` (sent to ${target}, not audited)` : ''}`);
      }
    }
    expect(left).toEqual([]);
    expect(fs.existsSync(inject('auditLog'))).toBe(true);
  });
});
