import type { EduCategory, EduLevel } from '@onfan/contracts/education';
import type { Database } from '../../db/database.js';
import { loadConfig } from '../../config.js';
import { systemClock } from '../../lib/clock.js';
import { addDays, todaySeoulYmd } from '../../lib/seoul-time.js';
import { BroadcastRepository } from '../broadcast/broadcast.repository.js';
import { createFileStorage } from '../upload/storage.js';
import { createEducationService } from './education.module.js';
import { EducationRepository } from './education.repository.js';
import { newCertNo, type NewLessonMaterial } from './education.service.js';
import { demoUserId } from '../auth/auth.seed.js';

interface SeedLesson {
  nm: string;
  min: number;
  /** Paragraphs, then the points to remember. */
  text: string[];
  points: string[];
}

interface SeedCourse {
  nm: string;
  smry: string;
  ctgr: EduCategory;
  lvl: EduLevel;
  instr: string;
  /** Fee in won; 0 is a free course. */
  price: number;
  featured?: boolean;
  goals: string[];
  lessons: SeedLesson[];
}

function lessonHtml(l: SeedLesson): string {
  const paragraphs = l.text.map((t) => `<p>${t}</p>`).join('');
  const points = l.points.map((p) => `<li>${p}</li>`).join('');
  return `${paragraphs}<h3>이 차시의 핵심</h3><ul>${points}</ul>`;
}

function L(nm: string, min: number, text: string[], points: string[]): SeedLesson {
  return { nm, min, text, points };
}

/** Courses written for ONFAN's owners: six categories, three levels, free and paid, each with its lessons. */
const COURSES: SeedCourse[] = [
  {
    nm: '처음 시작하는 온라인 쇼핑몰',
    smry: '오픈마켓 입점부터 첫 상품 등록까지 한 번에 따라 합니다.',
    ctgr: 'online',
    lvl: '1',
    instr: '김하늘 (온라인 판로 컨설턴트)',
    price: 0,
    featured: true,
    goals: [
      '오픈마켓과 자사몰의 차이를 설명할 수 있다.',
      '판매자 등록에 필요한 서류를 준비할 수 있다.',
      '첫 상품을 등록할 수 있다.',
    ],
    lessons: [
      L(
        '온라인 판로의 종류',
        15,
        [
          '오픈마켓, 종합몰, 자사몰, 라이브커머스는 수수료와 고객층이 서로 다릅니다. 우리 가게의 상품과 인력에 맞는 판로를 먼저 고릅니다.',
          '처음에는 한 곳에 집중해 주문과 배송 흐름을 익힌 뒤 판로를 넓히는 것이 안전합니다.',
        ],
        ['판로마다 수수료와 정산 주기가 다르다.', '처음에는 한 판로에 집중한다.'],
      ),
      L(
        '판매자 등록 준비',
        20,
        [
          '사업자등록증, 통신판매업 신고증, 정산 계좌 사본이 필요합니다. 통신판매업 신고는 관할 구청이나 정부24에서 할 수 있습니다.',
          '상호와 대표자 이름이 서류마다 같은지 확인하면 심사가 빨라집니다.',
        ],
        ['통신판매업 신고를 먼저 마친다.', '서류의 상호와 대표자 이름을 맞춘다.'],
      ),
      L(
        '상품 등록과 상세페이지',
        25,
        [
          '상품명에는 고객이 검색할 낱말을 넣고, 상세페이지 첫 화면에는 가장 큰 장점 하나를 보여 줍니다.',
          '사진은 밝은 곳에서 같은 각도로 찍고, 크기와 재질 정보를 빠짐없이 적습니다.',
        ],
        ['상품명에 검색어를 넣는다.', '첫 화면에 장점 하나를 크게 보여 준다.'],
      ),
    ],
  },
  {
    nm: '숏폼으로 가게 알리기',
    smry: '스마트폰 하나로 1분 영상을 기획·촬영·편집합니다.',
    ctgr: 'marketing',
    lvl: '1',
    instr: '박서준 (영상 크리에이터)',
    price: 0,
    featured: true,
    goals: ['숏폼 영상 한 편을 기획할 수 있다.', '스마트폰으로 촬영하고 자막을 넣을 수 있다.'],
    lessons: [
      L(
        '처음 3초가 전부입니다',
        12,
        [
          '숏폼은 처음 3초 안에 시선을 붙잡아야 합니다. 완성된 음식, 포장을 여는 손처럼 결과를 먼저 보여 주세요.',
          '영상의 길이는 30초에서 60초 사이가 알맞습니다.',
        ],
        ['결과 장면을 먼저 보여 준다.', '60초를 넘기지 않는다.'],
      ),
      L(
        '스마트폰 촬영 기본',
        18,
        [
          '창가의 자연광을 이용하고 화면은 세로로 찍습니다. 손떨림이 있으면 삼각대나 컵을 받쳐 고정합니다.',
          '한 장면은 3~5초로 짧게 여러 번 찍어 두면 편집이 쉬워집니다.',
        ],
        ['세로 화면, 자연광으로 찍는다.', '짧은 장면을 여러 개 찍는다.'],
      ),
      L(
        '자막과 음악 넣기',
        15,
        [
          '소리 없이 보는 사람이 많으므로 자막은 꼭 넣습니다. 글씨는 크게, 한 줄에 열다섯 자 안팎으로 씁니다.',
          '음악은 저작권 걱정이 없는 플랫폼 제공 음원을 씁니다.',
        ],
        ['자막은 크게, 짧게.', '저작권이 확인된 음원만 쓴다.'],
      ),
    ],
  },
  {
    nm: '소상공인 세무 기초',
    smry: '부가가치세와 종합소득세 신고 일정과 준비물을 정리합니다.',
    ctgr: 'finance',
    lvl: '2',
    instr: '이정민 (세무사)',
    price: 0,
    featured: true,
    goals: ['부가가치세 신고 시기를 안다.', '종합소득세 신고에 필요한 자료를 모을 수 있다.'],
    lessons: [
      L(
        '한 해의 세금 달력',
        20,
        [
          '일반과세자의 부가가치세는 1월과 7월에, 종합소득세는 5월에 신고합니다. 간이과세자는 1월에 한 번 신고합니다.',
          '신고 기한을 달력에 미리 적어 두면 가산세를 피할 수 있습니다.',
        ],
        ['부가세는 1월·7월, 종합소득세는 5월.', '기한을 달력에 적어 둔다.'],
      ),
      L(
        '증빙 모으기',
        20,
        [
          '사업용 카드를 따로 쓰고, 현금 지출은 현금영수증을 꼭 받습니다. 홈택스에 사업용 카드를 등록하면 매입 자료가 모입니다.',
          '월말마다 증빙을 한곳에 정리하는 습관이 가장 큰 절세입니다.',
        ],
        ['사업용 카드를 홈택스에 등록한다.', '월말마다 증빙을 정리한다.'],
      ),
      L(
        '신고서 직접 써 보기',
        25,
        [
          '홈택스의 모두채움 서비스를 이용하면 신고서의 많은 칸이 미리 채워져 있습니다. 매출과 경비를 확인하고 빠진 것만 보태면 됩니다.',
          '처음이라면 세무서의 무료 신고 도움 창구를 이용해도 좋습니다.',
        ],
        ['모두채움 신고서를 확인한다.', '무료 신고 도움 창구가 있다.'],
      ),
      L(
        '자주 하는 실수',
        15,
        [
          '개인 지출을 경비로 넣거나, 카드 매출을 빠뜨리는 실수가 많습니다. 매출은 카드사·배달앱 정산 내역과 맞춰 봅니다.',
          '실수를 알았다면 기한 안에 수정신고를 하면 가산세가 줄어듭니다.',
        ],
        ['개인 지출은 경비가 아니다.', '수정신고로 가산세를 줄인다.'],
      ),
    ],
  },
  {
    nm: '데이터로 보는 우리 상권',
    smry: '공공데이터로 유동인구와 업종 현황을 읽는 법을 배웁니다.',
    ctgr: 'digital',
    lvl: '2',
    instr: '최유나 (상권분석 연구원)',
    price: 0,
    featured: true,
    goals: ['상권정보 시스템에서 우리 동네 자료를 찾을 수 있다.', '유동인구 자료로 영업시간을 정할 수 있다.'],
    lessons: [
      L(
        '상권정보 시스템 둘러보기',
        15,
        [
          '소상공인시장진흥공단의 상권정보 시스템에서는 업종별 점포 수, 매출 추이, 유동인구를 무료로 볼 수 있습니다.',
          '가게 주소를 중심으로 반경을 정해 살펴봅니다.',
        ],
        ['상권정보 시스템은 무료다.', '가게 주소를 중심으로 본다.'],
      ),
      L(
        '유동인구와 영업시간',
        20,
        [
          '시간대별 유동인구가 많은 때에 맞춰 영업시간과 인력을 배치합니다. 평일과 주말을 나누어 봅니다.',
          '점심 손님이 많은 곳이라면 빠른 메뉴를 앞에 둡니다.',
        ],
        ['시간대별 유동인구를 본다.', '평일과 주말을 나누어 본다.'],
      ),
      L(
        '경쟁 점포 읽기',
        20,
        [
          '같은 업종 점포 수가 늘고 있는지 줄고 있는지 봅니다. 폐업이 많은 업종은 이유를 찾아봅니다.',
          '경쟁 점포의 가격과 메뉴를 표로 정리해 우리 가게의 자리를 찾습니다.',
        ],
        ['점포 수의 흐름을 본다.', '경쟁 점포를 표로 정리한다.'],
      ),
    ],
  },
  {
    nm: '라이브커머스 첫 방송 만들기',
    smry: '온판 라이브 스튜디오에서 30분 방송을 준비하고 진행합니다.',
    ctgr: 'live',
    lvl: '2',
    instr: '정다은 (라이브커머스 쇼호스트)',
    price: 0,
    featured: true,
    goals: ['30분 방송 대본을 쓸 수 있다.', '스튜디오를 예약하고 장비를 점검할 수 있다.'],
    lessons: [
      L(
        '방송 대본 쓰기',
        20,
        [
          '첫 5분은 인사와 오늘의 혜택, 가운데 20분은 상품 시연과 질문 답변, 마지막 5분은 혜택 다시 알리기로 나눕니다.',
          '질문이 없을 때 꺼낼 이야기를 미리 적어 둡니다.',
        ],
        ['5-20-5분으로 나눈다.', '예비 이야기를 준비한다.'],
      ),
      L(
        '스튜디오 예약과 장비',
        15,
        [
          '온판의 라이브 스튜디오는 한 번에 최대 4시간까지 예약할 수 있습니다. 방송 30분 전에 도착해 조명과 마이크를 점검합니다.',
          '스튜디오 예약은 라이브 스튜디오 메뉴에서 날짜와 시간을 골라 신청합니다.',
        ],
        ['최대 4시간까지 예약한다.', '30분 일찍 장비를 점검한다.'],
      ),
      L(
        '시청자와 대화하기',
        20,
        [
          '시청자의 닉네임을 불러 주며 질문에 답하면 머무는 시간이 길어집니다. 같은 질문이 반복되면 화면에 자막으로 띄웁니다.',
          '방송이 끝나면 다시보기 링크를 가게 소식에 올립니다.',
        ],
        ['닉네임을 불러 답한다.', '다시보기를 공유한다.'],
      ),
    ],
  },
  {
    nm: '단골을 만드는 매장 서비스',
    smry: '첫 방문 손님이 다시 오게 만드는 작은 습관을 익힙니다.',
    ctgr: 'store',
    lvl: '1',
    instr: '한지우 (서비스 교육 강사)',
    price: 0,
    featured: true,
    goals: ['손님 응대의 기본 순서를 지킬 수 있다.', '재방문을 부르는 혜택을 설계할 수 있다.'],
    lessons: [
      L(
        '인사와 첫인상',
        10,
        [
          '손님이 들어오면 눈을 맞추고 먼저 인사합니다. 바쁠 때에도 "곧 도와드리겠습니다" 한마디가 기다림을 줄여 줍니다.',
          '매장 입구와 계산대는 늘 깨끗하게 둡니다.',
        ],
        ['눈을 맞추고 먼저 인사한다.', '기다리는 손님에게 말을 건넨다.'],
      ),
      L(
        '불만을 단골로',
        15,
        [
          '불만을 말하는 손님은 다시 올 마음이 있는 손님입니다. 끝까지 듣고, 사과하고, 바로 할 수 있는 해결책을 드립니다.',
          '같은 불만이 반복되면 메모해 두고 운영을 바꿉니다.',
        ],
        ['끝까지 듣고 사과한다.', '반복되는 불만은 운영을 바꾼다.'],
      ),
      L(
        '재방문 혜택 설계',
        15,
        [
          '스탬프, 다음 방문 할인, 생일 쿠폰처럼 간단한 혜택이 효과가 큽니다. 혜택은 이해하기 쉬워야 합니다.',
          '혜택의 비용과 재방문 수를 한 달마다 비교합니다.',
        ],
        ['혜택은 간단하게.', '비용과 효과를 매달 비교한다.'],
      ),
    ],
  },
  {
    nm: '인스타그램 가게 계정 운영',
    smry: '프로필 정리부터 게시물 계획, 해시태그까지 실습합니다.',
    ctgr: 'marketing',
    lvl: '2',
    instr: '박서준 (영상 크리에이터)',
    price: 0,
    goals: ['가게 프로필을 정리할 수 있다.', '한 달 게시물 계획을 세울 수 있다.'],
    lessons: [
      L(
        '프로필 정리',
        10,
        [
          '프로필에는 가게 이름, 위치, 영업시간, 예약 방법을 한눈에 보이게 씁니다.',
          '프로필 사진은 가게 로고나 대표 상품으로 정합니다.',
        ],
        ['위치와 영업시간을 적는다.', '대표 이미지를 정한다.'],
      ),
      L(
        '한 달 게시물 계획',
        20,
        [
          '일주일에 세 번, 상품·가게 이야기·손님 후기를 번갈아 올립니다. 미리 달력에 주제를 적어 두면 꾸준해집니다.',
          '게시 시간은 손님이 많이 보는 저녁 시간대가 좋습니다.',
        ],
        ['주 3회 주제를 번갈아 올린다.', '달력으로 계획한다.'],
      ),
      L(
        '해시태그와 지역 노출',
        15,
        [
          '지역 이름과 업종을 묶은 해시태그를 씁니다. 너무 많은 해시태그보다 정확한 열 개 안팎이 낫습니다.',
          '가게 위치 태그를 꼭 붙입니다.',
        ],
        ['지역+업종 해시태그를 쓴다.', '위치 태그를 붙인다.'],
      ),
    ],
  },
  {
    nm: '상세페이지 글쓰기 실무',
    smry: '구매를 부르는 상세페이지 문장을 직접 써 봅니다.',
    ctgr: 'online',
    lvl: '3',
    instr: '김하늘 (온라인 판로 컨설턴트)',
    price: 0,
    goals: ['고객의 질문 순서대로 상세페이지를 구성할 수 있다.', '과장 없이 장점을 설명할 수 있다.'],
    lessons: [
      L(
        '고객의 질문 순서',
        20,
        [
          '무엇인가요, 나에게 필요한가요, 믿을 수 있나요, 얼마인가요 — 고객의 질문 순서대로 내용을 배치합니다.',
          '각 단계마다 사진 한 장과 문장 두세 개면 충분합니다.',
        ],
        ['질문 순서대로 배치한다.', '단계마다 사진 한 장.'],
      ),
      L(
        '믿음을 주는 근거',
        20,
        [
          '인증서, 원산지, 제조 과정 사진, 실제 구매 후기가 믿음을 줍니다. 과장된 표현은 오히려 신뢰를 잃게 합니다.',
          '광고 심의 기준에 어긋나는 효능 표현은 쓰지 않습니다.',
        ],
        ['근거를 보여 준다.', '효능을 과장하지 않는다.'],
      ),
      L(
        '모바일에서 읽히는 문장',
        15,
        [
          '고객 대부분은 휴대폰으로 봅니다. 문장은 짧게, 한 화면에 한 가지 이야기만 합니다.',
          '글자를 이미지에 넣을 때는 휴대폰에서도 읽히는 크기로 씁니다.',
        ],
        ['한 화면에 한 이야기.', '휴대폰에서 읽히는 글자 크기.'],
      ),
    ],
  },
  {
    nm: '배달앱 매출 관리',
    smry: '배달앱 수수료 구조와 메뉴 구성을 점검합니다.',
    ctgr: 'store',
    lvl: '2',
    instr: '오세훈 (외식업 경영 컨설턴트)',
    price: 0,
    goals: ['배달앱 수수료를 계산할 수 있다.', '배달에 맞는 메뉴를 구성할 수 있다.'],
    lessons: [
      L(
        '수수료 구조 이해',
        15,
        [
          '중개 수수료, 결제 수수료, 배달비 부담을 합하면 한 주문에서 나가는 비용을 알 수 있습니다.',
          '주문 금액대별로 남는 금액을 표로 계산해 봅니다.',
        ],
        ['비용을 모두 더해 본다.', '금액대별로 계산한다.'],
      ),
      L(
        '배달 메뉴 구성',
        20,
        [
          '배달 시간 동안 맛이 변하지 않는 메뉴를 앞에 둡니다. 세트 메뉴로 주문 금액을 높입니다.',
          '포장 용기 비용도 메뉴 가격에 반영합니다.',
        ],
        ['식어도 맛있는 메뉴를 앞에.', '포장 비용을 가격에 반영한다.'],
      ),
      L(
        '리뷰 관리',
        15,
        [
          '리뷰에는 빠르고 정중하게 답합니다. 불만 리뷰에는 변명보다 개선 약속을 씁니다.',
          '좋은 리뷰는 가게 소식에 소개해 감사를 전합니다.',
        ],
        ['빠르고 정중하게 답한다.', '불만에는 개선을 약속한다.'],
      ),
    ],
  },
  {
    nm: '스마트상점 기술 도입',
    smry: '키오스크, 테이블오더, 서빙로봇의 비용과 효과를 비교합니다.',
    ctgr: 'digital',
    lvl: '3',
    instr: '최유나 (상권분석 연구원)',
    price: 0,
    goals: ['가게에 맞는 스마트 기술을 고를 수 있다.', '도입 지원사업을 찾아 신청할 수 있다.'],
    lessons: [
      L(
        '어떤 기술이 필요할까',
        20,
        [
          '주문이 몰리는 가게는 키오스크나 테이블오더가, 동선이 긴 가게는 서빙로봇이 도움이 됩니다.',
          '손님 연령대와 메뉴 수도 고려합니다.',
        ],
        ['가게의 병목부터 찾는다.', '손님 연령대를 고려한다.'],
      ),
      L(
        '비용과 효과 계산',
        20,
        [
          '장비 값, 월 이용료, 절약되는 인건비를 1년 단위로 비교합니다.',
          '도입 뒤 석 달 동안 주문 시간과 실수 건수를 기록해 효과를 확인합니다.',
        ],
        ['1년 단위로 비교한다.', '석 달간 효과를 기록한다.'],
      ),
      L(
        '지원사업 활용',
        15,
        [
          '스마트상점 기술보급 사업은 도입 비용의 일부를 지원합니다. 온판 지원사업 메뉴에서 접수 중인 공고를 찾을 수 있습니다.',
          '신청 전에 자부담 비율과 의무 사용 기간을 확인합니다.',
        ],
        ['접수 중인 공고를 확인한다.', '자부담과 의무 기간을 본다.'],
      ),
    ],
  },
  {
    nm: '라이브커머스 판매 전략 심화',
    smry: '방송 데이터를 읽고 다음 방송의 상품과 시간을 정합니다.',
    ctgr: 'live',
    lvl: '3',
    instr: '정다은 (라이브커머스 쇼호스트)',
    price: 55000,
    goals: ['방송 지표를 해석할 수 있다.', '다음 방송 계획을 데이터로 세울 수 있다.'],
    lessons: [
      L(
        '방송 지표 읽기',
        30,
        [
          '시청자 수, 평균 시청 시간, 구매 전환율을 함께 봅니다. 시청자가 많아도 전환율이 낮으면 상품 설명을 점검합니다.',
          '시간대별 유입 그래프로 가장 많이 들어온 순간을 찾습니다.',
        ],
        ['세 지표를 함께 본다.', '유입이 몰린 순간을 찾는다.'],
      ),
      L(
        '다음 방송 계획',
        30,
        [
          '반응이 좋았던 상품과 시간대를 다음 방송에 반영합니다. 한 번에 한 가지만 바꾸어야 효과를 알 수 있습니다.',
          '협업 크리에이터와 함께하면 새 시청자를 만날 수 있습니다.',
        ],
        ['한 번에 한 가지만 바꾼다.', '크리에이터 협업을 검토한다.'],
      ),
    ],
  },
  {
    nm: '소상공인 자금 관리와 정책자금',
    smry: '현금흐름표를 만들고 정책자금 신청 요건을 점검합니다.',
    ctgr: 'finance',
    lvl: '3',
    instr: '이정민 (세무사)',
    price: 33000,
    goals: ['월별 현금흐름표를 만들 수 있다.', '정책자금 신청 요건을 확인할 수 있다.'],
    lessons: [
      L(
        '현금흐름표 만들기',
        30,
        [
          '들어오는 돈과 나가는 돈을 달마다 적고, 석 달 뒤의 잔액을 예상합니다. 카드 매출의 정산일을 꼭 반영합니다.',
          '잔액이 모자랄 달을 미리 알면 대비할 수 있습니다.',
        ],
        ['정산일을 반영한다.', '석 달 뒤 잔액을 예상한다.'],
      ),
      L(
        '정책자금 알아보기',
        25,
        [
          '소상공인 정책자금은 업력, 신용, 매출 요건이 있습니다. 공고문에서 대상과 제외 업종을 먼저 확인합니다.',
          '온판 지원사업 메뉴에서 중앙부처와 지방자치단체의 공고를 함께 볼 수 있습니다.',
        ],
        ['대상과 제외 업종을 먼저 본다.', '공고를 함께 비교한다.'],
      ),
    ],
  },
];

/** Demo courses with their lessons; demo-member has consented, finished one course and is half-way in another. */
function txt(fileNm: string, lines: string[]): NewLessonMaterial {
  // A byte-order mark, so Windows' Notepad opens the Korean text as UTF-8.
  return {
    fileNm,
    ext: 'txt',
    mimeType: 'text/plain; charset=utf-8',
    data: Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`),
  };
}
function csv(fileNm: string, rows: string[][]): NewLessonMaterial {
  const body = rows
    .map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(','))
    .join('\r\n');
  // With a byte-order mark a spreadsheet opens the Korean columns as UTF-8.
  return { fileNm, ext: 'csv', mimeType: 'text/csv; charset=utf-8', data: Buffer.from(`\ufeff${body}\r\n`) };
}

/**
 * What some lessons have beyond text, by course name and lesson number: a video lesson plays one of the portal's
 * recorded broadcasts (by its title: the broadcasts are seeded first), and study materials to download.
 */
const LESSON_EXTRAS: Record<string, { vod?: string; files?: NewLessonMaterial[] }> = {
  '처음 시작하는 온라인 쇼핑몰#2': {
    files: [
      txt('판매자_등록_서류_체크리스트.txt', [
        '판매자 등록 서류 체크리스트',
        '[ ] 사업자등록증 사본',
        '[ ] 통신판매업 신고증',
        '[ ] 대표자 명의 통장 사본',
        '[ ] 대표자 신분증 사본',
        '[ ] 인감증명서(법인)',
      ]),
    ],
  },
  '숏폼으로 가게 알리기#1': { vod: '30초 만에 보는 가죽 카드지갑 완성' },
  '소상공인 세무 기초#1': {
    files: [
      csv('세금_신고_달력.csv', [
        ['월', '신고·납부', '대상'],
        ['1월', '부가가치세 확정신고', '개인 일반과세자'],
        ['5월', '종합소득세 신고', '개인사업자'],
        ['7월', '부가가치세 확정신고', '개인 일반과세자'],
        ['매월 10일', '원천세 신고', '직원이 있는 사업자'],
      ]),
    ],
  },
  '라이브커머스 첫 방송 만들기#1': {
    files: [
      txt('라이브방송_대본_양식.txt', [
        '라이브 방송 대본',
        '1. 인사와 오늘의 상품 (3분)',
        '2. 상품 시연과 사용 장면 (10분)',
        '3. 시청자 질문 답변 (10분)',
        '4. 혜택 안내와 마무리 (7분)',
      ]),
    ],
  },
  '라이브커머스 첫 방송 만들기#2': {
    vod: '소상공인 라이브 커머스 시작하기 — 장비와 조명',
    files: [
      csv('방송_장비_점검표.csv', [
        ['장비', '점검 항목', '확인'],
        ['스마트폰', '충전, 저장 공간, 방해 금지 모드', ''],
        ['조명', '정면 조명과 측면 조명 위치', ''],
        ['마이크', '잡음, 음량', ''],
        ['인터넷', '업로드 속도 10Mbps 이상', ''],
      ]),
    ],
  },
  '라이브커머스 판매 전략 심화#1': { vod: '동네 빵집 사장님의 천연발효종 이야기' },
  '소상공인 자금 관리와 정책자금#1': {
    files: [
      csv('월별_현금흐름표.csv', [
        ['구분', '1월', '2월', '3월'],
        ['매출 입금', '', '', ''],
        ['재료비', '', '', ''],
        ['임대료', '', '', ''],
        ['인건비', '', '', ''],
        ['남는 현금', '', '', ''],
      ]),
    ],
  },
};

export async function seedEducation(database: Database, options: { demo: boolean }): Promise<void> {
  if (!options.demo) return;
  const repo = new EducationRepository(database.db);
  if ((await repo.countCourses()) > 0) return;
  const now = new Date().toISOString();
  const ids: number[] = [];
  const broadcasts = new BroadcastRepository(database.db);
  const recordingOf = async (title: string | undefined) =>
    title ? ((await broadcasts.findByTitle(title))?.brcInfoNo ?? null) : null;
  // Study materials go to the file storage of the configured data directory (in tests, the run's directory that
  // test/global-setup.ts makes), like the boards' attachments.
  const config = loadConfig();
  const storage = createFileStorage(config);
  const service = createEducationService(database, systemClock, config.publicUrl, { storage });
  for (const [i, c] of COURSES.entries()) {
    const lessons = [];
    for (const [n, l] of c.lessons.entries())
      lessons.push({
        lsnNo: n + 1,
        lsnNm: l.nm,
        lrnMin: l.min,
        lsnCn: lessonHtml(l),
        brcInfoNo: await recordingOf(LESSON_EXTRAS[`${c.nm}#${n + 1}`]?.vod),
      });
    ids.push(
      await repo.insertCourse(
        {
          crsNm: c.nm,
          crsSmry: c.smry,
          crsDesc: `<p>${c.smry}</p><p>강사 ${c.instr}와 함께 ${c.lessons.length}개 차시로 배웁니다. 차시마다 핵심 정리가 있어 현장에서 바로 쓸 수 있습니다.</p>`,
          goals: c.goals.join('\n'),
          ctgrCd: c.ctgr,
          lvlCd: c.lvl,
          instrNm: c.instr,
          freeYn: c.price === 0 ? 'Y' : 'N',
          price: c.price,
          extUrl: c.price === 0 ? null : 'https://www.sbiz.or.kr/',
          thmbUrl: `/img/education/${c.ctgr}.svg`,
          featuredYn: c.featured ? 'Y' : 'N',
          sortSeq: (i + 1) * 10,
        },
        lessons,
        now,
      ),
    );
    const stored = await repo.lessons(ids[ids.length - 1]!);
    for (const l of stored)
      for (const [k, f] of (LESSON_EXTRAS[`${c.nm}#${l.lsnNo}`]?.files ?? []).entries())
        await service.attachLessonFile(l.eduLsnId, f, k);
  }
  const memberId = await demoUserId(database, 'demo-member');
  if (memberId === undefined) return;
  const today = todaySeoulYmd(systemClock);
  await repo.insertConsent(memberId, addDays(today, -20), now);
  // A finished course with its certificate, and one half-way through.
  for (const [course, finished] of [
    [ids[0]!, true],
    [ids[1]!, false],
  ] as const) {
    await repo.insertEnrolment(course, memberId, addDays(today, -14), now);
    const enrol = (await repo.enrolment(course, memberId))!;
    const lessons = await repo.lessons(course);
    const upTo = finished ? lessons.length : 1;
    for (const l of lessons.slice(0, upTo)) await repo.insertLessonDone(enrol.eduEnrolId, l.eduLsnId, now);
    if (finished) await repo.complete(enrol.eduEnrolId, addDays(today, -3), newCertNo(), now);
  }
}
