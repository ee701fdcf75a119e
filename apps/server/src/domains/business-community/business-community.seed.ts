import { randomUUID } from 'node:crypto';
import type { CmntSe, JoinMthd, MbrRole, MbrStts } from '@onfan/contracts/business-community';
import { BUSINESS_COMMUNITY_ENTRY_VIEW_TYPE, BUSINESS_COMMUNITY_VIEW_TYPE } from '@onfan/contracts/business-community';
import { loadConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { prepareBody } from '../community/community.service.js';
import { createFileStorage } from '../upload/storage.js';
import { BoardRepository } from './boards/board.repository.js';
import { PostRepository } from './posts/post.repository.js';
import { ReplyRepository } from './replies/reply.repository.js';
import { BusinessCommunityRepository } from './business-community.repository.js';
import { demoUserId } from '../auth/auth.seed.js';
import { seedViewCounts } from '../content-view/content-view.seed.js';

type Writer = 'demo-member' | 'demo-creator' | 'demo-admin' | 'demo-sso';

interface SeedFile {
  fileNm: string;
  text: string;
  ext: 'txt' | 'csv';
}

interface SeedCommunity {
  cmntNm: string;
  cmntIntro: string;
  cmntSeCd: CmntSe;
  ctgrNm: string;
  cover: string;
  joinMthdCd: JoinMthd;
  bzVrfcRqrYn?: 'Y';
  tpbizRqrYn?: 'Y';
  rgnRqrYn?: 'Y';
  firstPostAprvYn?: 'Y';
  members: [Writer, MbrRole, MbrStts][];
  prohibited: string[];
  /** Title and body of each post, newest last. */
  posts: [string, string][];
  notices: [string, string][];
  data: [string, string, SeedFile[]][];
}

const csv = (rows: string[][]) => rows.map((r) => r.join(',')).join('\r\n');

/**
 * Demo communities written for ONFAN: owners by trade (bakeries, cafés, online sellers) and by region (Busan's
 * markets, Seoul's alleys, Jeju), open and approval-only, each with its members' posts, operators' notices and shared
 * files (small UTF-8 text and CSV files with Korean names, generated here).
 */
export const BUSINESS_COMMUNITY_SEED: SeedCommunity[] = [
  {
    cmntNm: '동네 빵집 사장님 모임',
    cmntIntro: '동네에서 빵집을 꾸리는 사장님들이 재료 수급, 진열, 단골 관리 경험을 나눕니다.',
    cmntSeCd: 'TRADE',
    ctgrNm: '제과·제빵',
    cover: 'bakery',
    joinMthdCd: 'OPEN',
    tpbizRqrYn: 'Y',
    members: [
      ['demo-member', 'OWNER', 'ACTIVE'],
      ['demo-sso', 'MANAGER', 'ACTIVE'],
      ['demo-creator', 'MEMBER', 'ACTIVE'],
    ],
    prohibited: ['원가 후려치기'],
    posts: [
      [
        '버터 가격이 또 올랐네요, 다들 어떻게 대응하세요?',
        '이번 달 발효버터 단가가 12% 올랐습니다. 크루아상 가격을 올려야 할지 고민입니다.',
      ],
      [
        '아침 8시 오픈, 손님 반응이 어떤가요?',
        '출근길 손님을 잡으려고 오픈 시간을 한 시간 당겨 보려 합니다. 해 보신 분 계신가요?',
      ],
      [
        '식빵 슬라이스 기계 추천 부탁드려요',
        '하루 식빵 40개 정도 자르는데 손으로 하니 손목이 아픕니다. 중고도 괜찮아요.',
      ],
      [
        '당일 생산 당일 판매, 남는 빵 처리 방법',
        '마감 한 시간 전 할인과 푸드뱅크 기부를 같이 하고 있어요. 다른 방법도 궁금합니다.',
      ],
      ['쌀빵 메뉴 반응 좋네요', '글루텐 걱정하는 손님이 많아서 쌀식빵을 냈는데 주말마다 품절입니다.'],
      ['포장 스티커 인쇄소 어디 쓰세요?', '원형 스티커 1,000장 단위로 주문하는데 더 저렴한 곳이 있을까요?'],
      ['제빵기능사 직원 구하기 어렵네요', '구인 공고를 두 달째 올리고 있어요. 요즘 어디에 공고를 내시나요?'],
      [
        '명절 선물세트 사전 예약 시작했어요',
        '작년보다 일주일 빨리 예약을 받았더니 주문이 두 배로 늘었습니다. 팁 공유해요.',
      ],
      ['오븐 온도 편차 잡는 법', '컨벡션 오븐 앞뒤 온도 차이가 커서 팬을 중간에 돌리고 있어요. 다른 방법이 있을까요?'],
      ['배달앱 입점 1년 후기', '수수료를 빼면 남는 게 적지만 신규 손님 유입 효과는 분명히 있었습니다.'],
      ['천연발효종 관리 노하우', '여름철에는 냉장 숙성 시간을 줄이고 먹이 주는 간격을 짧게 하고 있어요.'],
      [
        '빵집 인스타그램 사진 찍는 시간',
        '오전 10시 창가 자연광이 제일 잘 나옵니다. 갓 구운 빵은 김이 날 때 찍어 보세요.',
      ],
    ],
    notices: [
      ['모임 이용 안내', '<p>서로 존중하는 말로 경험을 나눠 주세요. 광고성 글은 운영진이 정리합니다.</p>'],
      ['11월 정기 모임 일정', '<p>11월 셋째 주 월요일 오후 3시, 온라인으로 진행합니다.</p>'],
    ],
    data: [
      [
        '제빵 원가 계산 양식',
        '<p>재료비와 인건비를 넣으면 개당 원가가 나오는 양식입니다.</p>',
        [
          {
            fileNm: '제빵_원가계산_양식.csv',
            ext: 'csv',
            text: csv([
              ['품목', '재료비', '인건비', '포장비', '개당 원가'],
              ['식빵', '1200', '600', '150', '1950'],
              ['크루아상', '900', '700', '100', '1700'],
            ]),
          },
        ],
      ],
      [
        '매장 위생 점검표',
        '<p>매일 아침 확인하는 위생 점검 항목입니다.</p>',
        [{ fileNm: '매장_위생_점검표.txt', ext: 'txt', text: '1. 손 씻기\n2. 작업대 소독\n3. 냉장고 온도 기록' }],
      ],
    ],
  },
  {
    cmntNm: '부산 전통시장 상인회',
    cmntIntro: '부산의 전통시장 상인들이 행사, 온누리상품권, 시장 살리기 소식을 나눕니다. 운영진 승인 후 가입됩니다.',
    cmntSeCd: 'REGION',
    ctgrNm: '부산',
    cover: 'busan-market',
    joinMthdCd: 'APPROVAL',
    rgnRqrYn: 'Y',
    firstPostAprvYn: 'Y',
    members: [
      ['demo-admin', 'OWNER', 'ACTIVE'],
      ['demo-member', 'MEMBER', 'ACTIVE'],
      ['demo-sso', 'MEMBER', 'WAIT'],
    ],
    prohibited: ['호객행위'],
    posts: [
      [
        '부전시장 야시장 참여 점포 모집',
        '금요일과 토요일 저녁 야시장에 참여할 점포를 모집합니다. 먹거리 점포 우선입니다.',
      ],
      ['온누리상품권 환전 주기 줄었어요', '이번 달부터 환전이 주 2회로 바뀌었습니다. 은행 창구에서 확인하세요.'],
      ['자갈치시장 주차장 공사 일정', '다음 주부터 두 달간 공사합니다. 손님들께 대중교통 이용을 안내해 주세요.'],
      [
        '시장 공동 배송 서비스 써 보신 분',
        '반경 3km 공동 배송을 시범 운영한다고 합니다. 비용 부담이 어떤지 궁금합니다.',
      ],
      ['국제시장 관광객 안내 지도 새로 나왔어요', '영어, 중국어, 일본어 지도가 상인회 사무실에 있습니다.'],
      ['태풍 대비 점포 점검 체크리스트', '차양막 고정과 배수구 청소를 미리 해 두세요. 작년 피해가 컸습니다.'],
      ['카드 단말기 교체 지원 사업', '구청에서 노후 단말기 교체 비용을 일부 지원합니다. 신청은 이번 달 말까지입니다.'],
      ['시장 장보기 라이브 방송 후기', '상인회 라이브 방송에 참여했는데 한 시간에 주문이 30건 들어왔어요.'],
      ['명절 대목 임시 매대 배정', '추석 전 일주일 동안 통로 임시 매대를 추첨으로 배정합니다.'],
      ['수산물 원산지 표시 점검 안내', '다음 달 원산지 표시 합동 점검이 있습니다. 표시판을 미리 확인해 주세요.'],
      ['시장 상품권 페이백 행사 결과', '행사 기간 매출이 평소보다 18% 늘었다는 집계가 나왔습니다.'],
    ],
    notices: [
      [
        '상인회 가입 안내',
        '<p>부산 지역 전통시장 상인이면 누구나 신청할 수 있습니다. 첫 게시글은 운영진 확인 후 공개됩니다.</p>',
      ],
      ['연말 상인회 총회', '<p>12월 둘째 주 수요일 오후 7시, 부전시장 상인회관에서 열립니다.</p>'],
    ],
    data: [
      [
        '온누리상품권 가맹 신청서',
        '<p>가맹 신청서 작성 예시입니다.</p>',
        [
          {
            fileNm: '온누리상품권_가맹신청서_작성예시.txt',
            ext: 'txt',
            text: '상호: 부산수산\n대표자: 홍길동\n업종: 수산물 소매',
          },
        ],
      ],
      [
        '시장 행사 일정표',
        '<p>올해 남은 시장 행사 일정입니다.</p>',
        [
          {
            fileNm: '부산_전통시장_행사일정.csv',
            ext: 'csv',
            text: csv([
              ['시장', '행사', '날짜'],
              ['부전시장', '야시장', '매주 금·토'],
              ['국제시장', '가을 축제', '10월 넷째 주'],
            ]),
          },
        ],
      ],
    ],
  },
  {
    cmntNm: '카페 창업 네트워크',
    cmntIntro: '카페를 운영하거나 창업을 준비하는 사장님들의 모임입니다. 사업자 인증을 마친 회원만 가입할 수 있습니다.',
    cmntSeCd: 'TRADE',
    ctgrNm: '카페',
    cover: 'cafe',
    joinMthdCd: 'OPEN',
    bzVrfcRqrYn: 'Y',
    tpbizRqrYn: 'Y',
    members: [
      ['demo-admin', 'OWNER', 'ACTIVE'],
      ['demo-member', 'MEMBER', 'ACTIVE'],
    ],
    prohibited: [],
    posts: [
      ['원두 납품처 바꾸고 원가 15% 줄였어요', '로스터리와 직접 계약했더니 단가가 내려갔습니다. 품질도 만족합니다.'],
      ['디카페인 메뉴 수요 늘었나요?', '오후 손님 중 디카페인 찾는 분이 부쩍 늘었습니다.'],
      ['에스프레소 머신 정기 점검 주기', '그룹헤드 가스켓은 6개월마다 교체하고 있어요. 다들 어떻게 하세요?'],
      ['테이크아웃 컵 보증금제 대응', '다회용 컵 도입을 고민 중입니다. 세척 인력이 걱정이에요.'],
      ['카페 소음 민원 해결 경험', '방음 커튼과 음악 볼륨 조절로 이웃 민원을 해결했습니다.'],
      ['시즌 음료 출시 타이밍', '가을 메뉴는 9월 첫 주에 내는 게 반응이 제일 좋았어요.'],
      ['아르바이트 주휴수당 계산 질문', '주 15시간 기준이 헷갈립니다. 계산해 보신 분 계실까요?'],
      ['카페 간판 조명 교체 비용', 'LED로 바꾸니 전기요금이 눈에 띄게 줄었습니다.'],
      ['디저트 납품 받을 때 주의할 점', '유통기한 표시와 보관 온도를 꼭 확인하세요.'],
      ['스터디 손님 좌석 시간 제한 해 보셨나요', '3시간 이용 안내를 붙였는데 반응이 나쁘지 않았습니다.'],
      ['원두 소분 판매 시작했어요', '200g 소분 원두를 계산대 옆에 두었더니 하루 열 봉씩 나갑니다.'],
    ],
    notices: [
      ['가입 조건 안내', '<p>사업자 인증을 마친 카페 사장님만 가입할 수 있습니다.</p>'],
      ['바리스타 교육 할인 안내', '<p>회원은 협력 교육기관의 바리스타 과정을 20% 할인받습니다.</p>'],
    ],
    data: [
      [
        '카페 메뉴 원가표',
        '<p>대표 메뉴의 원가 예시입니다.</p>',
        [
          {
            fileNm: '카페_메뉴_원가표.csv',
            ext: 'csv',
            text: csv([
              ['메뉴', '원두', '우유', '컵·뚜껑', '합계'],
              ['아메리카노', '450', '0', '120', '570'],
              ['카페라테', '450', '380', '120', '950'],
            ]),
          },
        ],
      ],
      [
        '머신 청소 순서',
        '<p>영업 종료 후 머신 청소 순서입니다.</p>',
        [
          {
            fileNm: '에스프레소_머신_청소순서.txt',
            ext: 'txt',
            text: '1. 백플러싱\n2. 스팀봉 세척\n3. 드립 트레이 비우기',
          },
        ],
      ],
    ],
  },
  {
    cmntNm: '서울 골목상권 이야기',
    cmntIntro: '서울의 골목 상권에서 가게를 하는 사장님들이 상권 변화와 지역 행사를 나눕니다.',
    cmntSeCd: 'REGION',
    ctgrNm: '서울',
    cover: 'seoul-alley',
    joinMthdCd: 'OPEN',
    rgnRqrYn: 'Y',
    members: [
      ['demo-admin', 'OWNER', 'ACTIVE'],
      ['demo-creator', 'MEMBER', 'ACTIVE'],
    ],
    prohibited: [],
    posts: [
      ['망원동 골목 축제 참여 가게 모집', '다음 달 첫 주말 골목 축제에 참여할 가게를 찾습니다. 참가비는 없습니다.'],
      ['성수동 임대료 요즘 어떤가요', '재계약을 앞두고 있는데 주변 시세가 궁금합니다.'],
      ['을지로 인쇄골목 협업 제안', '인쇄소와 카페가 함께하는 굿즈 만들기 행사를 해 보려 합니다.'],
      ['골목 공동 쓰레기 배출 시간 조정', '저녁 9시 이후로 배출 시간을 맞추자는 의견이 나왔습니다.'],
      ['서촌 주차 문제 해결 방안', '공영주차장 할인 쿠폰을 가게들이 공동으로 구매하는 방법을 논의해요.'],
      ['연남동 외국인 손님 응대 팁', '메뉴판에 사진과 영어를 같이 넣었더니 주문이 훨씬 빨라졌어요.'],
      ['익선동 한옥 점포 보수 지원', '구청의 한옥 보수 지원 사업 공고가 나왔습니다.'],
      ['문래동 공방 거리 플리마켓 후기', '공방 열두 곳이 참여했고 방문객이 천 명을 넘었습니다.'],
      ['골목 상점가 공동 마케팅', '지도 리플릿을 공동 제작해서 비용을 나눴습니다.'],
      ['야간 조명 설치 지원 사업', '골목 안전을 위한 조명 설치 비용을 서울시가 지원합니다.'],
      ['상권 분석 자료 어디서 보세요?', '소상공인 상권정보 시스템 말고 유용한 자료가 있을까요?'],
    ],
    notices: [
      ['골목 행사 공유 방법', '<p>행사 소식은 게시판에 날짜와 장소를 함께 적어 주세요.</p>'],
      ['서울시 골목상권 지원사업 설명회', '<p>다음 주 목요일 오후 2시, 온라인 설명회가 열립니다.</p>'],
    ],
    data: [
      [
        '골목 축제 참가 신청서',
        '<p>축제 참가 신청서 양식입니다.</p>',
        [{ fileNm: '골목축제_참가신청서.txt', ext: 'txt', text: '가게 이름:\n대표자:\n참여 품목:\n연락처:' }],
      ],
      [
        '상권 점포 현황표',
        '<p>골목별 점포 현황 예시입니다.</p>',
        [
          {
            fileNm: '서울_골목상권_점포현황.csv',
            ext: 'csv',
            text: csv([
              ['골목', '점포 수', '공실'],
              ['망원동', '84', '5'],
              ['서촌', '112', '9'],
            ]),
          },
        ],
      ],
    ],
  },
  {
    cmntNm: '온라인 판로 개척단',
    cmntIntro:
      '스마트스토어, 라이브커머스, 오픈마켓으로 판로를 넓히는 사장님들의 모임입니다. 운영진 승인 후 가입됩니다.',
    cmntSeCd: 'TRADE',
    ctgrNm: '온라인 판매',
    cover: 'online',
    joinMthdCd: 'APPROVAL',
    bzVrfcRqrYn: 'Y',
    tpbizRqrYn: 'Y',
    members: [
      ['demo-admin', 'OWNER', 'ACTIVE'],
      ['demo-member', 'MANAGER', 'ACTIVE'],
    ],
    prohibited: ['리뷰 조작'],
    posts: [
      ['상세페이지 첫 화면에 넣을 것', '첫 화면에는 가격, 배송일, 대표 후기를 넣는 게 전환율이 높았습니다.'],
      ['라이브커머스 첫 방송 준비물', '조명 두 개와 무선 마이크만 있어도 충분합니다.'],
      ['택배 계약 단가 협상 팁', '월 500건을 넘기면 단가 협상이 가능합니다.'],
      ['오픈마켓 정산 주기 비교', '마켓마다 정산 주기가 달라서 현금 흐름 관리가 중요합니다.'],
      ['상품 사진 직접 찍기', '라이트박스와 스마트폰으로도 충분히 깔끔한 사진이 나옵니다.'],
      ['반품 비용 줄이는 방법', '사이즈 안내를 자세히 적었더니 반품이 절반으로 줄었어요.'],
      ['묶음 배송 할인 효과', '두 개 이상 구매 시 배송비 무료로 했더니 객단가가 올랐습니다.'],
      ['검색 키워드 정리하는 법', '고객 문의에 나온 단어를 모아 상품명에 반영합니다.'],
      ['정기배송 상품 만들기', '원두와 간식류는 정기배송 반응이 좋습니다.'],
      ['고객 문의 응답 시간 줄이기', '자주 묻는 질문을 상세페이지 하단에 정리했습니다.'],
      ['판로 지원사업 선정 후기', '온라인 판로 지원사업에 선정되어 기획전에 참여했습니다.'],
    ],
    notices: [
      ['가입 안내', '<p>사업자 인증을 마친 온라인 판매 사장님은 가입을 신청해 주세요.</p>'],
      ['라이브커머스 교육 일정', '<p>매월 둘째 주 화요일에 라이브커머스 기초 교육이 열립니다.</p>'],
    ],
    data: [
      [
        '상세페이지 점검표',
        '<p>상세페이지를 올리기 전 점검 항목입니다.</p>',
        [
          {
            fileNm: '상세페이지_점검표.txt',
            ext: 'txt',
            text: '1. 가격과 배송비\n2. 교환·반품 안내\n3. 대표 사진 5장',
          },
        ],
      ],
      [
        '택배사 단가 비교',
        '<p>월 물량별 택배 단가 예시입니다.</p>',
        [
          {
            fileNm: '택배사_단가비교.csv',
            ext: 'csv',
            text: csv([
              ['월 물량', '단가'],
              ['300건', '2800'],
              ['1000건', '2400'],
            ]),
          },
        ],
      ],
    ],
  },
  {
    cmntNm: '제주 소상공인 협동 모임',
    cmntIntro: '제주에서 가게를 하는 사장님들이 관광 비수기 대응과 공동 구매를 함께 고민합니다.',
    cmntSeCd: 'REGION',
    ctgrNm: '제주',
    cover: 'jeju',
    joinMthdCd: 'OPEN',
    firstPostAprvYn: 'Y',
    members: [
      ['demo-admin', 'OWNER', 'ACTIVE'],
      ['demo-creator', 'MEMBER', 'ACTIVE'],
      ['demo-sso', 'MEMBER', 'ACTIVE'],
    ],
    prohibited: [],
    posts: [
      ['비수기 평일 손님 늘리는 방법', '도민 할인 요일을 정했더니 평일 매출이 조금씩 늘고 있어요.'],
      ['감귤 농가 직거래 공동 구매', '카페와 음식점 다섯 곳이 모여 감귤을 직거래로 구매했습니다.'],
      ['제주 택배 추가 운임 대응', '도서 지역 추가 운임을 상품 가격에 어떻게 반영하시나요?'],
      ['관광객 대상 예약제 운영 후기', '예약제로 바꾸니 재료 낭비가 줄었습니다.'],
      ['올레길 근처 가게 협업', '올레길 완주 인증 손님에게 음료 할인을 함께 해요.'],
      ['태풍 시즌 휴무 안내 방법', '지도 앱과 SNS에 동시에 올리는 게 가장 확실했습니다.'],
      ['제주어 메뉴 이름 반응', '제주어로 메뉴 이름을 지었더니 관광객들이 사진을 많이 찍어요.'],
      ['공동 홍보 영상 촬영', '크리에이터와 함께 동네 가게 소개 영상을 찍었습니다.'],
      ['해산물 공동 냉동창고 이용', '공동 냉동창고를 나눠 쓰면 보관 비용을 줄일 수 있어요.'],
      ['제주 지역화폐 가맹 후기', '탐나는전 가맹 후 도민 손님이 늘었습니다.'],
      ['겨울 한정 메뉴 준비', '귤피차와 한라봉 에이드를 겨울 메뉴로 준비하고 있어요.'],
    ],
    notices: [
      ['첫 글 승인 안내', '<p>처음 쓰는 글은 운영진 확인 후 공개됩니다. 광고 글을 막기 위한 절차입니다.</p>'],
      ['공동 구매 참여 방법', '<p>공동 구매는 게시판에 품목과 수량을 적어 주세요.</p>'],
    ],
    data: [
      [
        '공동 구매 주문서',
        '<p>공동 구매 주문서 양식입니다.</p>',
        [
          {
            fileNm: '공동구매_주문서.csv',
            ext: 'csv',
            text: csv([
              ['가게', '품목', '수량'],
              ['한라카페', '감귤', '20kg'],
            ]),
          },
        ],
      ],
      [
        '태풍 대비 안내문',
        '<p>손님께 붙이는 태풍 휴무 안내문 예시입니다.</p>',
        [{ fileNm: '태풍_휴무_안내문.txt', ext: 'txt', text: '태풍으로 오늘은 쉬어 갑니다. 내일 다시 만나요.' }],
      ],
    ],
  },
];

/** Replies seeded under a community's newest posts: [writer, text, nested replies]. */
const REPLIES: [Writer, string, [Writer, string][]][] = [
  [
    'demo-creator',
    '좋은 정보 감사합니다. 저도 비슷한 고민을 하고 있었어요.',
    [['demo-admin', '도움이 되셨다니 다행입니다.']],
  ],
  ['demo-sso', '저희 가게에서도 해 봤는데 효과가 있었습니다.', []],
  ['demo-member', '자세한 경험 나눠 주셔서 고맙습니다.', [['demo-creator', '다음 모임에서 더 이야기 나눠요.']]],
];

const MINUTE = 60_000;

/** Demo communities (reference data: none). Idempotent: nothing is written when a community exists. */
export async function seedBusinessCommunity(database: Database, options: { demo: boolean }): Promise<void> {
  if (!options.demo) return;
  const repo = new BusinessCommunityRepository(database.db);
  if (await repo.hasAnyCommunity()) return;
  const posts = new PostRepository(database.db);
  const replies = new ReplyRepository(database.db);
  const boards = new BoardRepository(database.db);
  const config = loadConfig();
  const storage = createFileStorage(config);
  const users = new Map<Writer, number>();
  for (const lgnId of ['demo-member', 'demo-creator', 'demo-admin', 'demo-sso'] as const) {
    const userId = await demoUserId(database, lgnId);
    if (userId !== undefined) users.set(lgnId, userId);
  }
  const admin = users.get('demo-admin');
  if (admin === undefined) return;
  const now = Date.now();
  const at = (minutesAgo: number) => new Date(now - minutesAgo * MINUTE).toISOString();

  for (const [ci, c] of BUSINESS_COMMUNITY_SEED.entries()) {
    const cmntId = await repo.insertCommunity({
      cmntNm: c.cmntNm,
      cmntIntro: c.cmntIntro,
      cmntSeCd: c.cmntSeCd,
      ctgrNm: c.ctgrNm,
      coverImgUrl: `/img/scommunity/${c.cover}.svg`,
      joinMthdCd: c.joinMthdCd,
      bzVrfcRqrYn: c.bzVrfcRqrYn ?? 'N',
      tpbizRqrYn: c.tpbizRqrYn ?? 'N',
      rgnRqrYn: c.rgnRqrYn ?? 'N',
      firstPostAprvYn: c.firstPostAprvYn ?? 'N',
      sortSeq: ci,
      regDt: at(90 * 24 * 60),
    });
    for (const [who, role, stts] of c.members) {
      const userId = users.get(who);
      if (userId === undefined) continue;
      await repo.setMember({
        cmntId,
        userId,
        mbrRoleCd: role,
        mbrSttsCd: stts,
        tpbizNm: c.tpbizRqrYn ? c.ctgrNm : null,
        rgnNm: c.rgnRqrYn ? c.ctgrNm : null,
        regDt: at(60 * 24 * 60 - ci),
      });
    }
    await repo.insertProhibitedWords(cmntId, c.prohibited);
    const free = await repo.insertBoard(cmntId, '자유게시판', 'POST', 0);
    const qna = await repo.insertBoard(cmntId, '질문·답변', 'POST', 1);
    const notice = await repo.insertBoard(cmntId, '공지사항', 'NOTICE', 2);
    const data = await repo.insertBoard(cmntId, '자료실', 'DATA', 3);

    const writers = c.members
      .filter(([, , s]) => s === 'ACTIVE')
      .map(([w]) => users.get(w))
      .filter((id): id is number => id !== undefined);
    const postIds: number[] = [];
    for (const [pi, [tit, body]] of c.posts.entries()) {
      const { cn, text, thumbnail } = prepareBody(`<p>${body}</p>`);
      // Older posts first; the newest is a few hours old.
      const regDt = at((c.posts.length - pi) * 9 * 60 + ci * 17);
      const id = await posts.insertPost({
        cmntId,
        cmntBrdMntId: tit.endsWith('?') || tit.includes('질문') ? qna : free,
        postTit: tit,
        postCn: cn,
        cnText: text,
        thmbnlImgPtUrl: thumbnail,
        userId: writers[pi % writers.length]!,
        fixYn: 'N',
        regDt,
        mdfcnDt: regDt,
      });
      postIds.push(id);
      await seedViewCounts(database.db, BUSINESS_COMMUNITY_VIEW_TYPE, [{ id, age: c.posts.length - pi }]);
      // Likes counted in the database: one row per member.
      const likers = [...users.values()].slice(0, (pi * 3 + ci) % 5);
      await posts.insertLikes(likers.map((userId) => ({ cmntPostId: id, userId, regDt })));
    }
    // Replies and nested replies under the three newest posts; one reply is deleted and keeps its nested reply.
    for (const [k, postId] of postIds.slice(-3).entries()) {
      for (const [ri, [who, text, nested]] of REPLIES.entries()) {
        const userId = users.get(who);
        if (userId === undefined) continue;
        const rDt = at(120 - ri * 10 - k);
        const rid = await replies.insertReply({ cmntPostId: postId, rplyCn: text, userId, regDt: rDt, mdfcnDt: rDt });
        for (const [ni, [nwho, ntext]] of nested.entries()) {
          const nid = users.get(nwho);
          if (nid === undefined) continue;
          const nDt = at(100 - ri * 10 - ni - k);
          await replies.insertReply({
            cmntPostId: postId,
            upRplyId: rid,
            rplyCn: ntext,
            userId: nid,
            regDt: nDt,
            mdfcnDt: nDt,
          });
        }
        if (k === 2 && ri === 0) await replies.deleteReply(rid, at(90));
      }
    }
    for (const [ni, [tit, cn]] of c.notices.entries()) {
      const entryId = await boards.insertEntry({
        cmntBrdMntId: notice,
        brdTit: tit,
        brdCn: prepareBody(cn).cn,
        fixYn: ni === 0 ? 'Y' : 'N',
        userId: admin,
        regDt: at(30 * 24 * 60 - ni * 60),
      });
      await seedViewCounts(database.db, BUSINESS_COMMUNITY_ENTRY_VIEW_TYPE, [
        { id: entryId, age: 30, pinned: ni === 0 },
      ]);
    }
    for (const [di, [tit, cn, files]] of c.data.entries()) {
      const regDt = at(20 * 24 * 60 - di * 60);
      const entryId = await boards.insertEntry({
        cmntBrdMntId: data,
        brdTit: tit,
        brdCn: prepareBody(cn).cn,
        userId: admin,
        regDt,
      });
      await seedViewCounts(database.db, BUSINESS_COMMUNITY_ENTRY_VIEW_TYPE, [{ id: entryId, age: 20 }]);
      for (const [fi, f] of files.entries()) {
        const bytes = Buffer.from(`\ufeff${f.text}`, 'utf8');
        const storageKey = await storage.put(bytes, f.ext);
        await boards.insertAttachment(
          entryId,
          fi,
          {
            fileId: randomUUID(),
            storageKey,
            originalName: f.fileNm,
            mimeType: f.ext === 'csv' ? 'text/csv; charset=utf-8' : 'text/plain; charset=utf-8',
            sizeBytes: bytes.length,
          },
          regDt,
        );
      }
    }
  }
}
