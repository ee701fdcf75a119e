import type { DiagnosisAnswers } from '@onfan/contracts/diagnosis';
import type { SupportRegionCode } from '@onfan/contracts/support';
import type { Database } from '../../db/database.js';
import { DiagnosisRepository } from './diagnosis.repository.js';
import { MODEL_VERSION, scoreAnswers } from './diagnosis.scoring.js';
import { VERSION_ONE } from './diagnosis.version-one.js';

type Sido = [code: string, name: string, sprtRgnCd: SupportRegionCode | null, sigungu: string[]];

/**
 * The region tree (reference data): the 17 시/도 and their 시/군/구. 서울, 부산, 대전 and 경기 are complete; the others
 * list their main cities and counties. A 시/도 maps to the support programmes' region where that list has one.
 */
export const REGIONS: Sido[] = [
  [
    'SEOUL',
    '서울특별시',
    'SEOUL',
    [
      '종로구',
      '중구',
      '용산구',
      '성동구',
      '광진구',
      '동대문구',
      '중랑구',
      '성북구',
      '강북구',
      '도봉구',
      '노원구',
      '은평구',
      '서대문구',
      '마포구',
      '양천구',
      '강서구',
      '구로구',
      '금천구',
      '영등포구',
      '동작구',
      '관악구',
      '서초구',
      '강남구',
      '송파구',
      '강동구',
    ],
  ],
  [
    'BUSAN',
    '부산광역시',
    'BUSAN',
    [
      '중구',
      '서구',
      '동구',
      '영도구',
      '부산진구',
      '동래구',
      '남구',
      '북구',
      '해운대구',
      '사하구',
      '금정구',
      '강서구',
      '연제구',
      '수영구',
      '사상구',
      '기장군',
    ],
  ],
  ['DAEGU', '대구광역시', 'DAEGU', ['중구', '동구', '서구', '남구', '북구', '수성구', '달서구', '달성군', '군위군']],
  [
    'INCHEON',
    '인천광역시',
    'INCHEON',
    ['중구', '동구', '미추홀구', '연수구', '남동구', '부평구', '계양구', '서구', '강화군', '옹진군'],
  ],
  ['GWANGJU', '광주광역시', 'GWANGJU', ['동구', '서구', '남구', '북구', '광산구']],
  ['DAEJEON', '대전광역시', 'DAEJEON', ['동구', '중구', '서구', '유성구', '대덕구']],
  ['ULSAN', '울산광역시', null, ['중구', '남구', '동구', '북구', '울주군']],
  ['SEJONG', '세종특별자치시', null, ['세종시']],
  [
    'GYEONGGI',
    '경기도',
    'GYEONGGI',
    [
      '수원시',
      '성남시',
      '의정부시',
      '안양시',
      '부천시',
      '광명시',
      '평택시',
      '동두천시',
      '안산시',
      '고양시',
      '과천시',
      '구리시',
      '남양주시',
      '오산시',
      '시흥시',
      '군포시',
      '의왕시',
      '하남시',
      '용인시',
      '파주시',
      '이천시',
      '안성시',
      '김포시',
      '화성시',
      '광주시',
      '양주시',
      '포천시',
      '여주시',
      '연천군',
      '가평군',
      '양평군',
    ],
  ],
  [
    'GANGWON',
    '강원특별자치도',
    'GANGWON',
    ['춘천시', '원주시', '강릉시', '동해시', '속초시', '삼척시', '홍천군', '평창군'],
  ],
  ['CHUNGBUK', '충청북도', 'CHUNGBUK', ['청주시', '충주시', '제천시', '보은군', '옥천군', '음성군', '진천군']],
  ['CHUNGNAM', '충청남도', null, ['천안시', '공주시', '보령시', '아산시', '서산시', '논산시', '당진시', '홍성군']],
  ['JEONBUK', '전북특별자치도', 'JEONBUK', ['전주시', '군산시', '익산시', '정읍시', '남원시', '김제시', '완주군']],
  ['JEONNAM', '전라남도', 'JEONNAM', ['목포시', '여수시', '순천시', '나주시', '광양시', '담양군', '해남군']],
  ['GYEONGBUK', '경상북도', null, ['포항시', '경주시', '김천시', '안동시', '구미시', '영주시', '경산시', '울릉군']],
  [
    'GYEONGNAM',
    '경상남도',
    'GYEONGNAM',
    ['창원시', '진주시', '통영시', '사천시', '김해시', '밀양시', '거제시', '양산시'],
  ],
  ['JEJU', '제주특별자치도', 'JEJU', ['제주시', '서귀포시']],
];

/** Inserts the region tree (idempotent by each area's code). */
export async function seedAreas(repo: DiagnosisRepository): Promise<void> {
  for (const [i, [code, name, rgn, sigungu]] of REGIONS.entries()) {
    const parentId = await repo.upsertArea({
      parentId: null,
      areaCd: code,
      areaNm: name,
      sprtRgnCd: rgn,
      sortSn: i + 1,
    });
    for (const [j, sgg] of sigungu.entries()) {
      await repo.upsertArea({ parentId, areaCd: `${code}:${sgg}`, areaNm: sgg, sprtRgnCd: null, sortSn: j + 1 });
    }
  }
}

/** demo-member's bakery in 서울 마포구 diagnosed three times over six weeks, getting more online each time. */
async function demoAnswers(repo: DiagnosisRepository): Promise<DiagnosisAnswers[]> {
  const sidoId = (await repo.areaIdByCode('SEOUL'))!;
  const sggId = (await repo.areaIdByCode('SEOUL:마포구'))!;
  const basic = {
    gndrCd: 'W',
    ageCd: 'AGE_40',
    sidoId,
    sggId,
    bizCtgrCd: 'FOOD',
    bizSubCtgrCd: 'BAKERY',
  } as const;
  const management = {
    yearsCd: 'YEAR_3_5',
    personnelCd: 'PERSONNEL_2_5',
    salesCd: 'SALES_500_1000',
    needs: ['ONLINE', 'PROMOTION', 'LIVE'],
    marketingSkill: 2,
    operationSkill: 3,
    growthWill: 4,
  } as const;
  const additional = {
    liveYn: 'N',
    exportYn: 'N',
    govSupportYn: 'N',
    overseasMarkets: ['NONE'],
    targetCountries: ['NONE'],
  } as const;
  return [
    {
      basic,
      management: { ...management, chnlCd: 'OFFLINE', onlineSkill: 1, digitalSkill: 2, needs: [...management.needs] },
      additional: {
        ...additional,
        snsYn: 'N',
        domesticMarkets: ['NONE'],
        overseasMarkets: ['NONE'],
        targetCountries: ['NONE'],
      },
      custom: {},
    },
    {
      basic,
      management: {
        ...management,
        chnlCd: 'OFF_ONLINE',
        onlineSkill: 2,
        digitalSkill: 3,
        needs: [...management.needs],
      },
      additional: {
        ...additional,
        snsYn: 'Y',
        domesticMarkets: ['NAVER_SHOPPING'],
        overseasMarkets: ['NONE'],
        targetCountries: ['NONE'],
      },
      custom: {},
    },
    {
      basic,
      management: {
        ...management,
        chnlCd: 'OFF_ONLINE',
        onlineSkill: 3,
        digitalSkill: 4,
        marketingSkill: 3,
        needs: [...management.needs],
      },
      additional: {
        ...additional,
        snsYn: 'Y',
        govSupportYn: 'Y',
        domesticMarkets: ['NAVER_SHOPPING', 'COUPANG'],
        overseasMarkets: ['NONE'],
        targetCountries: ['JAPAN'],
      },
      custom: {},
    },
  ];
}

const DEMO_DAYS_AGO = [42, 21, 7];

export async function seedDiagnosis(database: Database, options: { demo: boolean }): Promise<void> {
  const repo = new DiagnosisRepository(database.db);
  await seedAreas(repo);
  if (!options.demo) return;
  const userId = await repo.userIdByLogin('demo-member');
  if (userId === undefined || (await repo.countHistory(userId)) > 0) return;
  const answers = await demoAnswers(repo);
  for (const [i, a] of answers.entries()) {
    const { scores, totalScore } = scoreAnswers(a, VERSION_ONE); // the demo's history was scored with 제1판 (diagn_ver_no defaults to 1)
    await repo.insertHistory({
      userId,
      ansJson: JSON.stringify(a),
      modelVer: MODEL_VERSION,
      totalScore,
      onlineScore: scores.ONLINE,
      marketingScore: scores.MARKETING,
      operationScore: scores.OPERATION,
      digitalScore: scores.DIGITAL,
      growthScore: scores.GROWTH,
      bizCtgrCd: a.basic.bizCtgrCd,
      regDt: new Date(Date.now() - DEMO_DAYS_AGO[i]! * 86_400_000).toISOString(),
    });
  }
}
