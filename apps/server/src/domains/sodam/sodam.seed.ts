import type { SodamCategory } from '@onfan/contracts/sodam';
import type { Database } from '../../db/database.js';
import { SodamRepository } from './sodam.repository.js';

/** A product of the demo: category, name, summary, price, origin, seller and its picture (a drawing under apps/web/public/img/sodam/product, and what it shows). */
type SeedProduct = [
  ctgr: SodamCategory,
  nm: string,
  smry: string,
  prc: number,
  orgn: string,
  seller: string,
  picture: [file: string, alt: string],
];

/** 소담상회 stores of the demo (fictional addresses in real districts) and what each sells. */
const STORES: {
  nm: string;
  rgn: string;
  addr: string;
  hours: string;
  tel: string;
  intro: string;
  mall: string | null;
  products: SeedProduct[];
}[] = [
  {
    nm: '소담상회 인사동점',
    rgn: '서울',
    addr: '서울특별시 종로구 인사동길 12',
    hours: '매일 10:30 ~ 20:00 (설·추석 당일 휴무)',
    tel: '02-730-1234',
    intro: '전국 소상공인의 공예품과 전통 먹거리를 한곳에서 만나는 온판 운영기관의 상생 매장입니다.',
    mall: 'https://sodam.example.kr/insadong',
    products: [
      [
        'craft',
        '나전칠기 명함 케이스',
        '통영 장인이 자개를 한 장씩 붙여 만든 명함 케이스',
        48000,
        '경남 통영',
        '통영나전공방',
        ['najeon-card-case', '자개 조각이 박힌 검은 옻칠 명함 케이스'],
      ],
      [
        'craft',
        '한지 무드등',
        '전주 한지를 손으로 떠서 만든 은은한 조명',
        36000,
        '전북 전주',
        '한지마을',
        ['hanji-lamp', '어두운 방에서 은은하게 빛나는 한지 등'],
      ],
      [
        'food',
        '유기농 현미 누룽지',
        '무농약 현미를 가마솥에 눌린 고소한 누룽지 500g',
        9800,
        '충남 홍성',
        '홍성누룽지',
        ['nurungji', '나무 쟁반에 쌓인 둥근 누룽지'],
      ],
      [
        'drink',
        '제주 유기농 녹차 티백',
        '제주 한라산 자락 유기농 녹차 20개입',
        12000,
        '제주 서귀포',
        '한라다원',
        ['green-tea', '녹차 티백 상자와 김이 오르는 녹차 한 잔'],
      ],
      [
        'fashion',
        '천연 염색 손수건',
        '쪽과 감으로 물들인 면 손수건 2장',
        15000,
        '경북 청도',
        '감물들이',
        ['dyed-handkerchief', '쪽빛과 감빛으로 물든 손수건 두 장'],
      ],
      [
        'craft',
        '방짜유기 수저 세트',
        '두드려 만든 놋쇠 수저 한 벌',
        68000,
        '경기 안성',
        '안성유기',
        ['brass-spoons', '붉은 천 위에 놓인 놋쇠 숟가락과 젓가락'],
      ],
    ],
  },
  {
    nm: '소담상회 부산 영도점',
    rgn: '부산',
    addr: '부산광역시 영도구 봉래나루로 33',
    hours: '화~일 11:00 ~ 19:00 (월요일 휴무)',
    tel: '051-410-5678',
    intro: '바다와 항구의 이야기를 담은 부산·경남 소상공인 상품을 소개하는 매장입니다.',
    mall: 'https://sodam.example.kr/yeongdo',
    products: [
      [
        'food',
        '기장 미역 선물 세트',
        '기장 앞바다에서 건져 말린 돌미역 200g 두 봉',
        25000,
        '부산 기장',
        '기장바다',
        ['gijang-seaweed', '리본으로 묶은 돌미역 두 봉'],
      ],
      [
        'food',
        '남해 죽방멸치 500g',
        '죽방렴으로 잡아 상처 없는 멸치',
        32000,
        '경남 남해',
        '남해바다향',
        ['anchovies', '흰 상자에 가지런히 담긴 멸치'],
      ],
      [
        'beauty',
        '해양 심층수 핸드크림',
        '해양 심층수와 시어버터를 담은 핸드크림 50ml',
        14000,
        '부산 영도',
        '영도랩',
        ['hand-cream', '파란 뚜껑의 핸드크림 튜브'],
      ],
      [
        'living',
        '폐어망 재생 장바구니',
        '버려진 어망을 다시 짜서 만든 튼튼한 장바구니',
        18000,
        '부산 영도',
        '다시바다',
        ['net-tote', '그물처럼 짠 푸른 장바구니'],
      ],
      [
        'drink',
        '유자 생강청',
        '거제 유자와 국산 생강으로 담근 청 500g',
        16000,
        '경남 거제',
        '거제청담',
        ['yuja-ginger', '유자청 유리병과 유자, 생강'],
      ],
    ],
  },
  {
    nm: '소담상회 전주 한옥마을점',
    rgn: '전북',
    addr: '전북특별자치도 전주시 완산구 태조로 27',
    hours: '매일 10:00 ~ 21:00',
    tel: '063-285-9012',
    intro: '전라도 손맛과 한지·부채 공예를 만나는 한옥 매장입니다. 매장에서 시식과 만들기 체험을 할 수 있습니다.',
    mall: null,
    products: [
      [
        'food',
        '전주 비빔밥 고추장',
        '찹쌀과 국산 고춧가루로 담근 고추장 1kg',
        22000,
        '전북 순창',
        '순창장인',
        ['gochujang', '빨간 고추장 통과 나무 주걱'],
      ],
      [
        'craft',
        '합죽선 부채',
        '대나무 살에 한지를 붙인 전통 접이 부채',
        45000,
        '전북 전주',
        '전주선자장',
        ['fan', '매화 그림이 있는 펼친 합죽선'],
      ],
      [
        'food',
        '임실 치즈 큐브',
        '임실 목장 우유로 만든 자연 치즈 300g',
        13000,
        '전북 임실',
        '임실목장',
        ['cheese', '도마 위의 노란 치즈 큐브'],
      ],
      [
        'beauty',
        '쌀겨 비누',
        '전북 쌀겨와 동백유로 만든 저자극 비누 3개',
        12000,
        '전북 김제',
        '지평선공방',
        ['rice-bran-soap', '동백꽃 옆에 놓인 쌀겨 비누 세 개'],
      ],
      [
        'living',
        '대나무 채반',
        '담양 대나무로 엮은 다용도 채반',
        27000,
        '전남 담양',
        '담양죽물',
        ['bamboo-sieve', '고추를 올린 둥근 대나무 채반'],
      ],
      [
        'fashion',
        '모시 스카프',
        '한산 모시로 짠 가벼운 여름 스카프',
        39000,
        '충남 서천',
        '한산모시방',
        ['ramie-scarf', '막대에 걸린 얇은 모시 스카프 두 장'],
      ],
    ],
  },
  {
    nm: '소담상회 강릉점',
    rgn: '강원',
    addr: '강원특별자치도 강릉시 경강로 2100',
    hours: '매일 10:00 ~ 19:00 (1월 1일 휴무)',
    tel: '033-640-3456',
    intro: '강원의 감자, 메밀, 커피와 바다 먹거리를 소개하는 매장입니다.',
    mall: 'https://sodam.example.kr/gangneung',
    products: [
      [
        'food',
        '강원 감자떡',
        '햇감자 전분으로 빚은 쫄깃한 감자떡 1kg(냉동)',
        15000,
        '강원 평창',
        '평창감자골',
        ['potato-rice-cake', '접시에 담긴 반달 모양 감자떡'],
      ],
      [
        'drink',
        '강릉 핸드드립 커피 세트',
        '강릉 로스터리의 원두 드립백 10개',
        16000,
        '강원 강릉',
        '안목로스터스',
        ['drip-coffee', '드립백 커피와 커피 잔, 원두'],
      ],
      [
        'food',
        '봉평 메밀국수',
        '메밀 함량 70% 건면 600g',
        9000,
        '강원 평창',
        '봉평메밀',
        ['buckwheat-noodles', '띠지로 묶은 메밀국수 다발'],
      ],
      [
        'living',
        '소나무 도마',
        '대관령 소나무를 통으로 깎은 도마',
        42000,
        '강원 평창',
        '대관령목공',
        ['pine-board', '나뭇결이 보이는 소나무 도마'],
      ],
      [
        'food',
        '주문진 오징어채',
        '주문진항에서 말린 오징어를 찢은 채 300g',
        19000,
        '강원 강릉',
        '주문진건어물',
        ['squid-strips', '접시에 수북한 오징어채'],
      ],
    ],
  },
];

/** The demo's 소담상회 stores and products (reference data of the shop-mall backend). Once. */
export async function seedSodam(database: Database, options: { demo: boolean }): Promise<void> {
  if (!options.demo) return;
  const repo = new SodamRepository(database.db);
  if ((await repo.countStores()) > 0) return;
  for (const [i, s] of STORES.entries()) {
    const storeId = await repo.insertStore({
      storeNm: s.nm,
      rgnNm: s.rgn,
      addr: s.addr,
      oprHr: s.hours,
      telno: s.tel,
      storeIntro: s.intro,
      mallUrl: s.mall,
      sortSeq: (i + 1) * 10,
    });
    await repo.insertProducts(
      s.products.map(([ctgrCd, pdNm, pdSmry, prc, orgnNm, sellerNm, [picture, imgAlt]], k) => ({
        storeId,
        ctgrCd,
        pdNm,
        pdSmry,
        pdDesc: `${pdSmry}. ${sellerNm}에서 ${orgnNm}의 재료로 만들었습니다. ${s.nm}에서 직접 보고 고를 수 있으며, ${
          s.mall ? '매장 온라인몰에서도 주문할 수 있습니다.' : '매장에서만 판매합니다.'
        }`,
        prc,
        orgnNm,
        sellerNm,
        // One product per store is sold out, so a visitor sees how that reads.
        soldOutYn: k === s.products.length - 1 ? 'Y' : 'N',
        // Each product its own drawing (a product the desk adds without one shows its category's).
        imgPtUrl: `/img/sodam/product/${picture}.svg`,
        imgAlt,
        sortSeq: (k + 1) * 10,
      })),
    );
  }
}
