import type { Database } from '../../db/database.js';
import type { NewUser } from '../../db/schema.js';
import { hashPassword } from './password.js';

export const DEMO_PASSWORD = 'Onfan!2026demo';

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
    prtlBrno: '1208147521',
    openDay: '20190315',
    ceoNm: '김소상',
    compNm: '골목빵집',
    compCnfmYn: 'Y',
    mktAgreYn: 'Y',
  },
  {
    lgnId: 'demo-creator',
    userNm: '이크리',
    nickNm: '라이브이크리',
    userEmail: 'creator@onfan.example.kr',
    mblNo: '010-3000-0300',
    userPattnCd: '300',
  },
  {
    lgnId: 'demo-sso',
    userNm: '박통합',
    nickNm: '통합회원박',
    userEmail: 'sso@onfan.example.kr',
    mblNo: '010-4000-0400',
    userPattnCd: '400',
  },
];

export async function seedDemoAccounts(database: Database, options: { demo: boolean }): Promise<void> {
  if (!options.demo) return;
  const now = new Date().toISOString();
  for (const u of DEMO_USERS) {
    const exists = await database.db
      .selectFrom('appUser')
      .select('userId')
      .where('lgnId', '=', u.lgnId)
      .executeTakeFirst();
    if (exists) continue;
    await database.db
      .insertInto('appUser')
      .values({ ...u, userPasswd: await hashPassword(DEMO_PASSWORD), regDt: now, mdfcnDt: now })
      .execute();
  }
}
