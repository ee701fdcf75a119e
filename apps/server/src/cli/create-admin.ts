// `npm run admin:create -- --id <아이디> --name <이름> [--mobile 010-0000-0000] [--email a@b.kr]`: the first system
// administrator of a portal without one (NODE_ENV=production creates no demo accounts). The password is read from
// ADMIN_PASSWORD or the first line piped in; the account enrols its second factor at its first login.
import { stdin } from 'node:process';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { newPasswordSchema } from '@onfan/contracts/auth';
import { loginIdSchema } from '@onfan/contracts/validate';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { transactions } from '../db/executor.js';
import { migrateToLatest } from '../db/migrate.js';
import { AppError } from '../http/app-error.js';
import { systemClock } from '../lib/clock.js';
import { OperatorRepository } from '../domains/auth/operator/operator.repository.js';
import { OperatorService } from '../domains/auth/operator/operator.service.js';
import { ConsoleRecords } from '../domains/admin/console-records.js';

/** The password from ADMIN_PASSWORD, or the first line piped in (never an argument: it would stay in the history). */
async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (stdin.isTTY) {
    throw new Error('비밀번호는 ADMIN_PASSWORD로 주세요(예: read -rs ADMIN_PASSWORD && export ADMIN_PASSWORD).');
  }
  const rl = createInterface({ input: stdin });
  for await (const line of rl) {
    rl.close();
    return line;
  }
  return '';
}

const { values } = parseArgs({
  options: {
    id: { type: 'string' },
    name: { type: 'string' },
    mobile: { type: 'string' },
    email: { type: 'string' },
  },
});
const lgnId = loginIdSchema.safeParse(values.id ?? '');
const userNm = (values.name ?? '').trim();
if (!lgnId.success || !userNm) {
  console.error(
    lgnId.success
      ? '--name <이름>을 적어 주세요.'
      : `--id: ${lgnId.error.issues[0]?.message ?? '아이디를 적어 주세요.'}`,
  );
  console.error(
    '사용법: npm run admin:create -- --id <아이디> --name <이름> [--mobile 010-0000-0000] [--email a@b.kr]',
  );
  process.exit(2);
}
const password = newPasswordSchema.safeParse(await readPassword());
if (!password.success) {
  // The rule's message is written for the pages (a <br> between its lines).
  console.error((password.error.issues[0]?.message ?? '비밀번호가 올바르지 않습니다.').replace(/<br\s*\/?>/g, ' '));
  process.exit(2);
}

const config = loadConfig();
const database = openDatabase(config.database);
try {
  await migrateToLatest(database);
  const operators = new OperatorService(
    new OperatorRepository(database.db),
    transactions(database.db),
    systemClock,
    new ConsoleRecords(database.db, systemClock),
  );
  const userId = await operators.createFirstSystemAdmin({
    lgnId: lgnId.data,
    userNm,
    password: password.data,
    mblNo: values.mobile?.trim() || null,
    userEmail: values.email?.trim() || null,
  });
  console.info(
    `시스템 관리자 ${lgnId.data}(${userNm}, 회원번호 ${userId})를 만들었습니다. /login 에서 로그인하면 2단계 인증(인증 앱)을 등록합니다.`,
  );
} catch (error) {
  console.error(error instanceof AppError ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
