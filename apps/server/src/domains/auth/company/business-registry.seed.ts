import type { Database } from '../../../db/database.js';

/** Sample companies for the built-in registry (demo data; every number carries a valid check digit). */
export const DEMO_REGISTRY = [
  { brno: '1208147521', openDay: '20190315', ceoNm: '김소상', compNm: '골목빵집' },
  { brno: '2148601257', openDay: '20150702', ceoNm: '이정민', compNm: '주식회사 온누리식품' },
  { brno: '1052212346', openDay: '20200110', ceoNm: '박하늘', compNm: '하늘꽃방' },
  { brno: '2201004569', openDay: '20170921', ceoNm: '최우진', compNm: '우진수제화' },
  { brno: '1130517893', openDay: '20210405', ceoNm: '정다은', compNm: '다은공방' },
  { brno: '3172503214', openDay: '20180830', ceoNm: '강민호', compNm: '민호네과일가게' },
  { brno: '6042811225', openDay: '20120214', ceoNm: '윤서연', compNm: '(주)부산어묵상회' },
  { brno: '5024509871', openDay: '20221101', ceoNm: '장도윤', compNm: '도윤커피로스터스' },
  { brno: '1388604339', openDay: '20160516', ceoNm: '한지우', compNm: '주식회사 지우리빙' },
  { brno: '2110513570', openDay: '20230303', ceoNm: '오세훈', compNm: '세훈떡방앗간' },
  { brno: '4013312463', openDay: '20140709', ceoNm: '임수빈', compNm: '전주한지마을' },
] as const;

export async function seedBusinessRegistry(database: Database, options: { demo: boolean }): Promise<void> {
  if (!options.demo) return;
  const now = new Date().toISOString();
  await database.db
    .insertInto('businessRegistry')
    .values(DEMO_REGISTRY.map((r) => ({ ...r, regDt: now })))
    .onConflict((oc) => oc.column('brno').doNothing())
    .execute();
}
