import { CODE_GROUP } from '@onfan/contracts/code';
import type { Database } from '../../db/database.js';
import type { CodeSeedRow } from './code.repository.js';
import { CodeRepository } from './code.repository.js';

/**
 * Reference codes every installation needs (seeded always, idempotently). Numeric groups number their values
 * <group><3-digit seq> (1003001, 1003002 …) as the spec's examples do (1006001, 1007001, 1012001, 1025001).
 */
type Group = { cmmnCd: string; values: (readonly [string, string])[] };

function numbered(cmmnCd: string, names: string[], first = 1): Group {
  return {
    cmmnCd,
    values: names.map((name, i) => [`${cmmnCd}${String(first + i).padStart(3, '0')}`, name] as const),
  };
}

export const CODE_SEED: Group[] = [
  numbered(CODE_GROUP.useCategory, [
    '식품',
    '패션·잡화',
    '뷰티',
    '생활·주방',
    '가전·디지털',
    '농수산물',
    '공예·문화',
    '기타',
  ]),
  numbered(CODE_GROUP.shootCategory, [
    '라이브커머스 방송',
    '상품 촬영',
    '숏폼 영상 제작',
    '교육·세미나',
    '유튜브 콘텐츠 제작',
    '기타',
  ]),
  numbered(CODE_GROUP.questionType, ['단일 선택', '복수 선택', '별점', '주관식']),
  // 1007000 전체 is a list filter; the write form leaves it out.
  numbered(CODE_GROUP.communityCategory, ['전체', '자유게시판', '노하우 공유', '질문과 답변', '협업 제안'], 0),
  numbered(CODE_GROUP.socialSpace, ['소셜 스페이스', '라이브 스튜디오', '소담상회']),
  numbered(CODE_GROUP.storeType, ['개인사업자', '법인사업자', '예비창업자', '협동조합', '사회적기업', '기타']),
  numbered(CODE_GROUP.equipment, [
    '카메라',
    '조명',
    '무선 마이크',
    '짐벌',
    '삼각대',
    '모니터',
    '스마트폰 거치대',
    '크로마키 배경',
  ]),
  numbered(CODE_GROUP.servicePolicy, [
    '개인정보처리방침',
    '이용약관',
    '마케팅 정보 수신 동의',
    '무료교육 정보 제공 동의',
  ]),
  {
    cmmnCd: CODE_GROUP.channelCategory,
    values: [
      ['FOOD', '푸드·먹방'],
      ['BEAUTY', '뷰티'],
      ['FASHION', '패션'],
      ['LIFE', '일상·브이로그'],
      ['TRAVEL', '여행'],
      ['TECH', 'IT·테크'],
      ['GAME', '게임'],
      ['EDU', '교육·정보'],
      ['ENTMT', '엔터테인먼트'],
      ['SPORTS', '스포츠·운동'],
      ['PET', '반려동물'],
      ['KIDS', '육아·키즈'],
      ['REVIEW', '쇼핑·리뷰'],
      ['ETC', '기타'],
    ],
  },
  {
    cmmnCd: CODE_GROUP.gender,
    values: [
      ['M', '남성'],
      ['W', '여성'],
    ],
  },
];

export function codeSeedRows(): CodeSeedRow[] {
  return CODE_SEED.flatMap((g) =>
    g.values.map(([cmmnCdVal, cmmnCdValNm], i) => ({ cmmnCd: g.cmmnCd, cmmnCdVal, cmmnCdValNm, sortSeq: i + 1 })),
  );
}

export async function seedCommonCodes(database: Database): Promise<void> {
  await new CodeRepository(database.db).upsert(codeSeedRows());
}
