import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database.js';
import { loadConfig } from '../../config.js';
import { demoPdf } from '../../lib/demo-pdf.js';
import { createFileStorage } from '../upload/storage.js';
import { MarketEntryRepository } from './market-entry.repository.js';
import { demoUserId } from '../auth/auth.seed.js';

/**
 * demo-creator's application to the 소담상회 online mall, submitted with its documents and under review (one
 * document checked), so operators and the my-page status have something real. Idempotent: once per member.
 */
export async function seedMarketEntry(database: Database, options: { demo: boolean }): Promise<void> {
  if (!options.demo) return;
  const repo = new MarketEntryRepository(database.db);
  const creatorId = await demoUserId(database, 'demo-creator');
  const adminId = await demoUserId(database, 'demo-admin');
  if (creatorId === undefined || (await repo.mine(creatorId))) return;
  const config = loadConfig();
  const storage = createFileStorage(config);
  const day = 86_400_000;
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day).toISOString();
  const aplyId = await repo.insert(
    creatorId,
    {
      mrktCd: 'sodam',
      cmpnyNm: '하루공방',
      rprsvNm: '김온판',
      bzmnRegNo: '2208162517',
      scmMngrId: 'harugongbang',
      picNm: '김온판',
      picTelno: '010-2345-6789',
      picEml: 'haru@example.kr',
      pdNm: '수제 가죽 카드지갑',
      pdCtgr: 'craft',
      pdPrc: 38000,
      mnthSplyQty: 300,
      pdIntro: '국내산 식물성 가죽을 손바느질로 만든 카드지갑입니다. 이니셜 각인을 무료로 해 드립니다.',
      salesChnl: '자사몰, 오프라인 공방',
    },
    null,
    at(6),
  );
  await repo.addHistory(aplyId, { from: null, to: 'draft' }, null, creatorId, at(6));
  for (const [docCd, fileNm] of [
    ['bizreg', '사업자등록증_하루공방.pdf'],
    ['mailorder', '통신판매업신고증_하루공방.pdf'],
    ['bankbook', '통장사본_하루공방.pdf'],
    ['proposal', '상품제안서_가죽카드지갑.pdf'],
  ] as const) {
    const data = demoPdf(`ONFAN market entry: ${docCd}`);
    const fileId = randomUUID();
    await repo.insertStoredFile({
      fileId,
      storageKey: await storage.put(data, 'pdf'),
      originalName: fileNm,
      mimeType: 'application/pdf',
      sizeBytes: data.length,
      userId: creatorId,
      contentsType: docCd,
      regDt: at(5),
    });
    await repo.putDoc(aplyId, docCd, fileId, at(5));
  }
  await repo.move(aplyId, ['draft'], 'submitted', { submitDt: at(5) }, at(5));
  await repo.addHistory(aplyId, { from: 'draft', to: 'submitted' }, null, creatorId, at(5));
  await repo.move(aplyId, ['submitted'], 'reviewing', {}, at(3));
  await repo.addHistory(aplyId, { from: 'submitted', to: 'reviewing' }, null, adminId ?? null, at(3));
  await repo.decideDoc(aplyId, 'bizreg', 'accepted', null, at(3), at(5));
}
