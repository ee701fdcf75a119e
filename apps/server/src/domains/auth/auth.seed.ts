import type { Database } from '../../db/database.js';
import type { NewUser } from '../../db/schema.js';
import { AuthRepository } from './auth.repository.js';
import { seedBusinessRegistry } from './company/business-registry.seed.js';
import { hashPassword } from './password.js';
import { OPERATOR_ROLES, type OperatorRole } from '@onfan/contracts/operator-roles';
import type { SeedOptions } from '../../db/seed-options.js';
import { SecretBox } from '../../lib/secret-box.js';

export const DEMO_PASSWORD = 'Onfan!2026demo';

/** A demo account's id by its login id, for the other domains' demo seeds (undefined when it is not there). */
export async function demoUserId(database: Pick<Database, 'db'>, lgnId: string): Promise<number | undefined> {
  return (await new AuthRepository(database.db).findByLgnId(lgnId))?.userId;
}

type DemoUser = Omit<NewUser, 'userPasswd' | 'regDt' | 'mdfcnDt'>;

export const DEMO_USERS: DemoUser[] = [
  {
    lgnId: 'demo-admin',
    userNm: '온판운영자',
    nickNm: '온판지기',
    userEmail: 'admin@onfan.example.kr',
    mblNo: '010-1000-0100',
    userPattnCd: '100',
    prtlMngrSiteCntnPssYn: 'Y',
  },
  {
    lgnId: 'demo-member',
    userNm: '김소상',
    nickNm: '골목빵집사장',
    userEmail: 'member@onfan.example.kr',
    mblNo: '010-2000-0200',
    telNo: '02-345-6789',
    userPattnCd: '200',
    joinType: 'integrated',
    prtlBrno: '1208147521',
    openDay: '20190315',
    ceoNm: '김소상',
    compNm: '골목빵집',
    compCnfmYn: 'Y',
    mktAgreYn: 'Y',
    rgnCd: '11',
  },
  {
    lgnId: 'demo-creator',
    userNm: '이크리',
    nickNm: '라이브이크리',
    userEmail: 'creator@onfan.example.kr',
    mblNo: '010-3000-0300',
    userPattnCd: '300',
    rgnCd: '41',
  },
  {
    lgnId: 'demo-sso',
    userNm: '박통합',
    nickNm: '통합회원박',
    userEmail: 'sso@onfan.example.kr',
    mblNo: '010-4000-0400',
    userPattnCd: '400',
    joinType: 'sso',
    rgnCd: '26',
  },
  {
    // An operator of the content desk who has not registered the second factor yet: the console's first login
    // shows the registration (QR code, first code, recovery codes).
    lgnId: 'demo-editor',
    userNm: '김편집',
    nickNm: '콘텐츠담당',
    userEmail: 'editor@onfan.example.kr',
    mblNo: '010-1000-0110',
    userPattnCd: '100',
  },
];

/** The console roles of the demo operators: demo-admin holds every one, demo-editor the content desk's. */
const DEMO_OPERATOR_ROLES: Record<string, readonly OperatorRole[]> = {
  'demo-admin': OPERATOR_ROLES,
  'demo-editor': ['CONTENT'],
};

/** SSO accounts of the built-in SSO provider: demo-sso's own, and one not yet linked (to try mapping / adding). */
export const DEMO_SSO_ACCOUNTS = [
  {
    ssoId: 'demo-sso',
    userNm: '박통합',
    brno: '2148601257',
    compNm: '주식회사 온누리식품',
    mblNo: '010-4000-0400',
    userEmail: 'sso@onfan.example.kr',
    linkTo: 'demo-sso',
  },
  {
    ssoId: 'demo-agent',
    userNm: '최에이',
    brno: '1052212346',
    compNm: '하늘꽃방',
    mblNo: '010-5000-0500',
    userEmail: 'agent@onfan.example.kr',
    linkTo: null,
  },
] as const;

/**
 * The demo operator's second-factor secret (Base32), printed at start beside the demo accounts: a newcomer adds it to
 * an authenticator app (or runs `npm run demo:otp`) and logs in to the console. Demo only, like the demo password.
 */
export const DEMO_OPERATOR_TOTP_SECRET = 'ONFANDEMOADMINTOTPSECRETKR234567';

/**
 * Demo accounts, their consents, the registry, SSO accounts and demo-member's accepted certificate; the demo
 * operator holds every console role and a registered second factor. Idempotent.
 */
export async function seedDemoAccounts(database: Database, options: SeedOptions): Promise<void> {
  if (!options.demo) return;
  const { db } = database;
  const now = new Date().toISOString();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const u of DEMO_USERS) {
    const exists = await db.selectFrom('appUser').select('userId').where('lgnId', '=', u.lgnId).executeTakeFirst();
    if (exists) continue;
    const { userId } = await db
      .insertInto('appUser')
      .values({
        ...u,
        userPasswd: passwordHash,
        mktAgreDt: u.mktAgreYn === 'Y' ? now : null,
        lastLoginAt: now,
        regDt: now,
        mdfcnDt: now,
      })
      .returning('userId')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('userConsent')
      .values(
        (['terms', 'privacy', 'marketing'] as const).map((kind) => ({
          userId,
          consentKind: kind,
          consentVersion: '20240826',
          agreYn: kind === 'marketing' ? (u.mktAgreYn ?? 'N') : 'Y',
          channel: 'signup',
          regDt: now,
        })),
      )
      .execute();
  }

  // The demo operators' roles; demo-admin's second factor a newcomer can use (also added to older demo databases).
  for (const [lgnId, roles] of Object.entries(DEMO_OPERATOR_ROLES)) {
    const operator = await db.selectFrom('appUser').select('userId').where('lgnId', '=', lgnId).executeTakeFirst();
    if (!operator) continue;
    await db
      .insertInto('oprRole')
      .values(roles.map((roleCd) => ({ userId: operator.userId, roleCd, grantedBy: null, regDt: now })))
      .onConflict((oc) => oc.columns(['userId', 'roleCd']).doNothing())
      .execute();
  }
  const admin = await db.selectFrom('appUser').select('userId').where('lgnId', '=', 'demo-admin').executeTakeFirst();
  if (admin) {
    if (options.secondFactorKey) {
      await db
        .insertInto('oprMfa')
        .values({
          userId: admin.userId,
          secretEnc: new SecretBox(options.secondFactorKey).seal(DEMO_OPERATOR_TOTP_SECRET),
          pendingSecretEnc: null,
          enrolledAt: now,
          updtDt: now,
        })
        .onConflict((oc) => oc.column('userId').doNothing())
        .execute();
    }
  }

  // demo-member's accepted small-business certificate (studio booking needs one); also added to older demo databases.
  const member = await db.selectFrom('appUser').select('userId').where('lgnId', '=', 'demo-member').executeTakeFirst();
  if (member) {
    const has = await db
      .selectFrom('smbCertificate')
      .select('id')
      .where('userId', '=', member.userId)
      .executeTakeFirst();
    if (!has) {
      await db
        .insertInto('smbCertificate')
        .values({
          userId: member.userId,
          fileId: null,
          fileNm: '소상공인확인서_골목빵집.pdf',
          status: 'APPROVED',
          rjctRsn: null,
          submittedAt: now,
          decidedAt: now,
          decidedBy: null,
        })
        .execute();
    }
  }

  await seedBusinessRegistry(database, options);

  for (const a of DEMO_SSO_ACCOUNTS) {
    const linked = a.linkTo
      ? await db.selectFrom('appUser').select('userId').where('lgnId', '=', a.linkTo).executeTakeFirst()
      : undefined;
    const { linkTo: _linkTo, ...account } = a;
    await db
      .insertInto('ssoAccount')
      .values({ ...account, ssoPasswd: passwordHash, userId: linked?.userId ?? null, regDt: now, mdfcnDt: now })
      .onConflict((oc) => oc.column('ssoId').doNothing())
      .execute();
  }
}
