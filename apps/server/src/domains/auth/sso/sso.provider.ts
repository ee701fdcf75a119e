import { createHash, randomBytes } from 'node:crypto';
import type { Executor } from '../../../db/executor.js';
import type { Clock } from '../../../lib/clock.js';
import type { SsoStatus } from '../auth.tables.js';
import { seal } from '../link-token.js';
import { hashPassword, verifyPassword } from '../password.js';
import { SsoRepository } from './sso.repository.js';

export interface SsoAccount {
  ssoId: string;
  userNm: string;
  brno: string | null;
  compNm: string | null;
  mblNo: string | null;
  userEmail: string | null;
  /** The portal member this SSO account is linked to. */
  userId: number | null;
  status: SsoStatus;
}

export type SsoPasswordOutcome = { ok: true; account: SsoAccount } | { ok: false; locked: boolean };

/** Where the SSO's own pages are (the header's agent-site link and the pattern-400 logout use them). */
export interface SsoUrls {
  loginUrl: string;
  logoutUrl: string;
  /** The agent site's home (AGENT_SITE_URL); null when no agent site is configured. */
  agentHomeUrl: string | null;
}

export type { Executor };

/**
 * The single-sign-on system of the agency (pattern 400 users). The portal only talks to it through this interface, so
 * the real one plugs in without touching the flows. Calls that change state take the portal's transaction: a provider
 * on the same database joins it, a remote one ignores it (and a failure it throws rolls the portal's change back).
 */
export interface SsoProvider {
  readonly name: string;
  readonly urls: SsoUrls;
  /** Counts wrong passwords; the 5th locks the SSO account until resetFailures. */
  verifyPassword(ssoId: string, password: string): Promise<SsoPasswordOutcome>;
  /** A short-lived sign-in assertion (what the SSO hands the portal after its own login). */
  issueAssertion(ssoId: string): Promise<{ token: string; expiresAt: string }>;
  readAssertion(token: string): Promise<SsoAccount | null>;
  /** Single use. */
  consumeAssertion(token: string, executor: Executor): Promise<SsoAccount | null>;
  findById(ssoId: string): Promise<SsoAccount | null>;
  findByUserId(userId: number): Promise<SsoAccount | null>;
  countByBrno(brno: string): Promise<number>;
  /** Links the SSO account to a portal member; false when it is linked already. */
  link(ssoId: string, userId: number, executor: Executor): Promise<boolean>;
  restore(ssoId: string, executor: Executor): Promise<void>;
  resetFailures(ssoId: string, executor: Executor): Promise<boolean>;
  /** Seals a hand-off payload for the SSO and agent sites. */
  seal(data: Record<string, unknown>): string;
}

const MAX_FAILURES = 5;
const ASSERTION_MINUTES = 10;

export function hashAssertion(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** The built-in provider for local use: keeps its own accounts in sso_account, on the portal's database. */
export class LocalSsoProvider implements SsoProvider {
  readonly name = 'local';
  // The local provider's login is the portal's integrated login page; after its logout the member lands there too.
  // The agent site is another site, whose address is a setting (AGENT_SITE_URL).
  readonly urls: SsoUrls;
  private dummyHash: Promise<string> | null = null;

  constructor(
    private readonly repo: SsoRepository,
    private readonly clock: Clock,
    /** The link-signing key (lib/signing-keys.ts) hand-offs are sealed with. */
    private readonly linkSecret: Buffer,
    agentSiteUrl: string | null = null,
  ) {
    this.urls = { loginUrl: '/login?sso=1', logoutUrl: '/login?sso=1', agentHomeUrl: agentSiteUrl };
  }

  private toAccount(row: Awaited<ReturnType<SsoRepository['findById']>>): SsoAccount | null {
    if (!row) return null;
    return {
      ssoId: row.ssoId,
      userNm: row.userNm,
      brno: row.brno,
      compNm: row.compNm,
      mblNo: row.mblNo,
      userEmail: row.userEmail,
      userId: row.userId,
      status: row.ssoStts,
    };
  }

  async verifyPassword(ssoId: string, password: string): Promise<SsoPasswordOutcome> {
    const repo = this.repo;
    const row = await repo.findById(ssoId);
    if (!row || row.ssoStts === 'WITHDRAWN') {
      this.dummyHash ??= hashPassword('onfan-sso-timing-equaliser-9!');
      await verifyPassword(password, await this.dummyHash);
      return { ok: false, locked: false };
    }
    if (row.lgnFailCnt >= MAX_FAILURES) return { ok: false, locked: true };
    if (!(await verifyPassword(password, row.ssoPasswd))) {
      return { ok: false, locked: (await repo.incrementFailures(ssoId)) >= MAX_FAILURES };
    }
    if (!(await repo.resetFailures(ssoId, this.clock.now().toISOString(), MAX_FAILURES))) {
      return { ok: false, locked: true };
    }
    return { ok: true, account: this.toAccount(row)! };
  }

  async issueAssertion(ssoId: string) {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + ASSERTION_MINUTES * 60_000).toISOString();
    await this.repo.insertAssertion({
      tokenHash: hashAssertion(token),
      ssoId,
      createdAt: now.toISOString(),
      expiresAt,
    });
    return { token, expiresAt };
  }

  async readAssertion(token: string) {
    const repo = this.repo;
    const a = await repo.findLiveAssertion(hashAssertion(token), this.clock.now().toISOString());
    return a ? this.toAccount(await repo.findById(a.ssoId)) : null;
  }

  async consumeAssertion(token: string, executor: Executor) {
    const repo = new SsoRepository(executor);
    const a = await repo.consumeAssertion(hashAssertion(token), this.clock.now().toISOString());
    return a ? this.toAccount(await repo.findById(a.ssoId)) : null;
  }

  async findById(ssoId: string) {
    return this.toAccount(await this.repo.findById(ssoId));
  }

  async findByUserId(userId: number) {
    return this.toAccount(await this.repo.findByUserId(userId));
  }

  countByBrno(brno: string) {
    return this.repo.countByBrno(brno);
  }

  link(ssoId: string, userId: number, executor: Executor) {
    return new SsoRepository(executor).link(ssoId, userId, this.clock.now().toISOString());
  }

  async restore(ssoId: string, executor: Executor) {
    await new SsoRepository(executor).setStatus(ssoId, 'DORMANT', 'ACTIVE', this.clock.now().toISOString());
  }

  resetFailures(ssoId: string, executor: Executor) {
    return new SsoRepository(executor).resetFailures(ssoId, this.clock.now().toISOString());
  }

  seal(data: Record<string, unknown>): string {
    return seal(this.linkSecret, 'sso-handoff', data);
  }
}
