import type { Database } from '../../db/database.js';
import { MainRepository } from './main.repository.js';

/** Demo banners, section groups, education banners of the main page; once, with the demo content. */
export async function seedMainPage(database: Database, options: { demo: boolean }): Promise<void> {
  if (!options.demo) return;
  const repo = new MainRepository(database.db);
  if (await repo.hasBanners()) return;
  const now = new Date().toISOString();
  await repo.insertBanners([
    {
      bannrTit: '소상공인 지원사업, 온판에서 한 번에',
      bannrSubTit: '중앙부처와 지방자치단체의 지원사업을 찾아보고 바로 신청하세요.',
      bannrImgPtUrl: null,
      bannrImgAlt: '',
      linkUrl: '/support',
      bgColor: '#0b50d0',
      sortSeq: 1,
      regDt: now,
      updtDt: now,
    },
    {
      bannrTit: '라이브 스튜디오 무료 대관',
      bannrSubTit: '장비와 공간을 갖춘 스튜디오에서 라이브커머스를 시작하세요.',
      bannrImgPtUrl: null,
      bannrImgAlt: '',
      linkUrl: '/studio',
      bgColor: '#00704a',
      sortSeq: 2,
      regDt: now,
      updtDt: now,
    },
    {
      bannrTit: '크리에이터와 함께 성장하는 우리 가게',
      bannrSubTit: '소셜 스페이스에서 협업할 크리에이터를 만나보세요.',
      bannrImgPtUrl: null,
      bannrImgAlt: '',
      linkUrl: '/playground2?ctgrCode=1012001',
      bgColor: '#6a3bbf',
      sortSeq: 3,
      regDt: now,
      updtDt: now,
    },
    {
      bannrTit: '우리 가게 자가진단(베타)',
      bannrSubTit: '몇 가지 질문에 답하면 맞춤 지원사업을 추천해 드립니다.',
      bannrImgPtUrl: null,
      bannrImgAlt: '',
      linkUrl: '/self-diagnosis',
      bgColor: '#b4410f',
      sortSeq: 4,
      regDt: now,
      updtDt: now,
    },
  ]);
  const groups = [
    {
      nm: '지원사업 바로가기',
      desc: '관심 분야의 지원사업을 빠르게 찾아보세요.',
      more: '/support',
      items: [
        ['중앙부처 지원사업', '중소벤처기업부 등 중앙부처 사업', '/support1', null],
        ['지방자치단체 지원사업', '우리 지역 지원사업', '/support2', null],
        ['판로 지원', '온라인 기획전과 홈쇼핑 입점', '/support/smb-sales', '모집중'],
        ['마감임박 사업', '3일 안에 마감되는 사업', '/support?status=closing', 'D-3'],
      ],
    },
    {
      nm: '함께 성장하는 공간',
      desc: '온판의 공간과 콘텐츠를 만나보세요.',
      more: '/playground2?ctgrCode=1012001',
      items: [
        ['소셜 스페이스', '열린 공간과 프로그램', '/playground2?ctgrCode=1012001', null],
        ['라이브 스튜디오', '방송 장비를 갖춘 스튜디오 예약', '/studio', null],
        ['소식', '소상공인 정책과 현장 소식', '/issue', null],
        ['인터뷰', '먼저 성장한 사장님 이야기', '/interview', null],
      ],
    },
  ] as const;
  for (const [gi, g] of groups.entries()) {
    await repo.insertSectionGroup(
      { sectGrpNm: g.nm, sectGrpDesc: g.desc, moreUrl: g.more, sortSeq: gi + 1, updtDt: now },
      g.items.map(([t, d, l, b], k) => ({
        itemTit: t,
        itemDesc: d,
        linkUrl: l,
        badgeNm: b,
        icon: null,
        sortSeq: k + 1,
      })),
    );
  }
  await repo.insertEduBanners([
    {
      eduBannrTit: '소상공인 무료 e-러닝',
      eduBannrSubTit: '온라인 마케팅부터 세무까지, 언제 어디서나 무료로 배우세요.',
      linkUrl: '/education',
      bgColor: '#003675',
      sortSeq: 1,
    },
    {
      eduBannrTit: '라이브커머스 실전 과정',
      eduBannrSubTit: '기획, 촬영, 판매까지 8주 완성',
      linkUrl: '/education',
      bgColor: '#1d4e89',
      sortSeq: 2,
    },
  ]);
}
