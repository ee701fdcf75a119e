import { intrdCategory } from '@onfan/contracts/content';
import type { Database } from '../../db/database.js';
import { systemClock } from '../../lib/clock.js';
import { createContentService } from '../content/content.module.js';

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');
const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

interface Introduction {
  tit: string;
  smry: string;
  cn: string;
  examples: { tit: string; smry: string; cn: string }[];
}

/** Support-business introductions (지원사업 소개) and their examples (사례), written for ONFAN. */
const INTRODUCTIONS: Introduction[] = [
  {
    tit: '온라인 판로 지원',
    smry: '온라인 쇼핑몰 입점부터 기획전 참여, 상세페이지 제작까지 소상공인의 온라인 판매를 돕습니다.',
    cn:
      '<h3>사업 개요</h3>' +
      p('오프라인 중심의 소상공인이 온라인 시장에 자리 잡을 수 있도록 입점, 판촉, 콘텐츠 제작을 한 번에 지원합니다.') +
      '<h3>지원 내용</h3>' +
      ul(
        '국내 주요 온라인 쇼핑몰 입점 심사 대행과 수수료 일부 지원',
        '온판 기획전 참여(연 4회) 및 할인 쿠폰 비용 지원',
        '상품 사진 촬영과 상세페이지 제작(업체당 최대 3개 상품)',
      ) +
      '<h3>지원 대상</h3>' +
      p('사업자등록을 한 소상공인으로, 온라인 판매 경험이 없거나 연 매출 중 온라인 비중이 30% 미만인 업체') +
      '<h3>신청 방법</h3>' +
      p('지원사업 메뉴에서 모집 중인 공고를 확인한 뒤 온판에서 바로 신청하세요.'),
    examples: [
      {
        tit: '수제 간장게장 가게, 첫 온라인 입점 6개월 만에 매출 두 배',
        smry: '전남 여수의 작은 식당이 상세페이지 제작 지원으로 전국 고객을 만났습니다.',
        cn: p(
          '여수에서 20년째 간장게장을 담가 온 대표는 택배 문의가 많았지만 온라인 판매는 엄두를 내지 못했습니다.',
          '온라인 판로 지원으로 상품 촬영과 상세페이지를 만들고 두 곳의 쇼핑몰에 입점했습니다.',
          '냉장 배송 포장도 함께 개선해 재구매율이 40%를 넘었고, 6개월 만에 월 매출이 두 배가 되었습니다.',
        ),
      },
      {
        tit: '동네 빵집의 기획전 도전기',
        smry: '온판 기획전 참여로 하루 주문 300건을 경험한 대전의 빵집 이야기입니다.',
        cn: p(
          '대전의 한 빵집은 온판 가을 기획전에 쌀 식빵을 선보였습니다.',
          '할인 쿠폰 비용 지원 덕분에 부담 없이 참여했고, 기획전 첫날에만 300건의 주문이 들어왔습니다.',
          '지금은 정기 배송 상품을 따로 만들어 꾸준히 판매하고 있습니다.',
        ),
      },
      {
        tit: '공방 도자기, 해외 고객을 만나다',
        smry: '국내 입점으로 시작해 해외 온라인몰까지 판로를 넓힌 이천의 도자기 공방입니다.',
        cn: p(
          '이천의 도자기 공방은 국내 쇼핑몰 입점 후 해외 구매 문의를 받기 시작했습니다.',
          '번역과 해외 배송 상담을 이어서 지원받아 지금은 매출의 15%가 해외 주문입니다.',
        ),
      },
    ],
  },
  {
    tit: '라이브커머스 지원',
    smry: '온판 스튜디오 대관, 진행자 매칭, 방송 송출까지 라이브커머스의 처음을 함께합니다.',
    cn:
      '<h3>사업 개요</h3>' +
      p('실시간 방송으로 상품을 알리고 판매하는 라이브커머스를 장비와 인력 걱정 없이 시작할 수 있도록 돕습니다.') +
      '<h3>지원 내용</h3>' +
      ul(
        '온판 라이브 스튜디오 무료 대관(월 2회, 회당 최대 4시간)',
        '쇼호스트·크리에이터 매칭과 방송 대본 컨설팅',
        '주요 라이브커머스 플랫폼 동시 송출 지원',
      ) +
      '<h3>지원 대상</h3>' +
      p('소상공인 확인서를 등록한 온판 회원') +
      '<h3>신청 방법</h3>' +
      p('라이브 스튜디오 메뉴에서 방송 일정을 예약한 뒤 진행자 매칭을 신청하세요.'),
    examples: [
      {
        tit: '전통시장 떡집, 라이브 방송 한 번에 한 달 치 매출',
        smry: '망원시장 떡집이 크리에이터와 함께한 첫 라이브커머스 이야기입니다.',
        cn: p(
          '명절을 앞두고 망원시장의 떡집은 온판 스튜디오에서 첫 라이브 방송을 했습니다.',
          '매칭된 크리에이터가 떡 만드는 과정을 보여 주며 진행했고, 두 시간 만에 한 달 치 매출을 올렸습니다.',
        ),
      },
      {
        tit: '1인 화장품 브랜드의 주간 라이브 루틴',
        smry: '매주 같은 시간 방송으로 단골 시청자를 만든 화장품 브랜드 대표의 노하우입니다.',
        cn: p(
          '혼자 브랜드를 운영하는 대표는 매주 목요일 저녁 같은 시간에 방송합니다.',
          '방송 대본 컨설팅으로 제품 설명 순서를 다듬었고, 석 달 만에 고정 시청자가 500명을 넘었습니다.',
        ),
      },
    ],
  },
  {
    tit: '디지털 전환 지원',
    smry: '키오스크, 스마트오더, 테이블 주문 같은 디지털 기술 도입 비용을 지원합니다.',
    cn:
      '<h3>사업 개요</h3>' +
      p('일손 부족과 인건비 부담을 덜 수 있도록 매장에 맞는 디지털 기술 도입을 돕습니다.') +
      '<h3>지원 내용</h3>' +
      ul(
        '키오스크·테이블 주문기·스마트오더 도입 비용의 70% 지원(최대 500만 원)',
        '도입 전 매장 진단과 기기 선택 상담',
        '도입 후 3개월 사용 교육과 사후 관리',
      ) +
      '<h3>지원 대상</h3>' +
      p('상시 근로자 5명 미만의 소상공인 매장') +
      '<h3>신청 방법</h3>' +
      p('모집 공고 기간에 지원사업 메뉴에서 신청하며, 현장 확인 후 선정합니다.'),
    examples: [
      {
        tit: '테이블 주문기로 점심시간 회전율 20% 향상',
        smry: '직원 두 명이 운영하는 칼국수집이 주문 대기 시간을 줄인 방법입니다.',
        cn: p(
          '점심마다 주문 받느라 바빴던 칼국수집은 테이블 주문기를 도입했습니다.',
          '주문과 결제가 자리에서 끝나면서 회전율이 20% 높아졌고, 직원은 음식과 손님 응대에 집중하게 되었습니다.',
        ),
      },
      {
        tit: '스마트오더로 포장 주문을 미리 받는 카페',
        smry: '출근 시간 대기 줄을 없앤 동네 카페의 스마트오더 도입기입니다.',
        cn: p(
          '출근 시간마다 줄이 길던 카페는 스마트오더를 도입해 미리 주문을 받습니다.',
          '대기 시간이 줄자 아침 매출이 늘었고, 단골 고객의 주문 기록으로 메뉴도 다듬고 있습니다.',
        ),
      },
    ],
  },
  {
    tit: '소상공인 역량 강화 교육',
    smry: '온라인 마케팅, 세무, 노무까지 매장 운영에 필요한 교육과 1:1 컨설팅을 제공합니다.',
    cn:
      '<h3>사업 개요</h3>' +
      p('소상공인이 일하는 시간에 맞춰 배울 수 있도록 e-러닝과 현장 컨설팅을 함께 운영합니다.') +
      '<h3>지원 내용</h3>' +
      ul(
        '온판 e-러닝 전 과정 무료 수강(마케팅, 세무, 노무, 위생)',
        '분야별 전문가 1:1 현장 컨설팅(연 3회)',
        '수료생 대상 우수 사례 발표회와 네트워킹',
      ) +
      '<h3>지원 대상</h3>' +
      p('소상공인과 예비 창업자 누구나') +
      '<h3>신청 방법</h3>' +
      p('e-러닝은 회원가입 후 바로 수강하고, 컨설팅은 지원사업 공고에서 신청하세요.'),
    examples: [
      {
        tit: '세무 컨설팅으로 찾은 절세 방법',
        smry: '꽃집 대표가 1:1 세무 컨설팅으로 부가가치세 신고를 바로잡은 이야기입니다.',
        cn: p(
          '매입 자료를 제대로 챙기지 못하던 꽃집 대표는 세무 컨설팅을 신청했습니다.',
          '증빙 관리 방법을 배우고 나서 부가가치세 부담이 눈에 띄게 줄었습니다.',
        ),
      },
    ],
  },
];

/** Demo support-business introductions with their examples; once, on a database that has none. */
export async function seedSupportBusiness(database: Database, options: { demo: boolean }): Promise<void> {
  if (!options.demo) return;
  const existing = await database.db
    .selectFrom('contentItem')
    .select('contentsId')
    .where('contentsType', '=', 'intrd')
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  const service = createContentService(database, systemClock);
  const base = Date.now() - 90 * 86_400_000;
  const hours = (h: number) => new Date(base + h * 3_600_000).toISOString();
  // Lists run newest first: the first introduction is registered last, so the list shows them in programme order.
  for (const [i, intro] of INTRODUCTIONS.entries()) {
    const intrdId = await service.save({
      contentsType: 'intrd',
      tit: intro.tit,
      smry: intro.smry,
      cn: intro.cn,
      regDt: hours(INTRODUCTIONS.length - i),
    });
    for (const [k, e] of intro.examples.entries()) {
      await service.save({
        contentsType: 'intrdexm',
        ctgrCode: intrdCategory(intrdId),
        tit: e.tit,
        smry: e.smry,
        cn: e.cn,
        regDt: hours(100 + 10 * i + k),
      });
    }
  }
}
