import { FIXED_NOTICE_END_YMD } from '@onfan/contracts/notice';
import { loadConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { systemClock } from '../../lib/clock.js';
import { demoPdf as pdf } from '../../lib/demo-pdf.js';
import { addDays, todaySeoulYmd } from '../../lib/seoul-time.js';
import { createFileStorage } from '../upload/storage.js';
import { seedMainPage } from '../main/main.seed.js';
import { createContentService } from './content.module.js';
import { seedViewCounts } from '../content-view/content-view.seed.js';
import { ContentRepository } from './content.repository.js';
import type { ContentInput, NewAttachment } from './content.service.js';

function pdfFile(fileNm: string, title: string): NewAttachment {
  return { fileNm, ext: 'pdf', mimeType: 'application/pdf', data: pdf(title) };
}
function txtFile(fileNm: string, text: string): NewAttachment {
  return { fileNm, ext: 'txt', mimeType: 'text/plain; charset=utf-8', data: Buffer.from(`\ufeff${text}`, 'utf8') };
}

interface SeedItem extends ContentInput {
  files?: NewAttachment[];
}

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

function items(today: string): SeedItem[] {
  const notice = (tit: string, cn: string, extra: Partial<SeedItem> = {}): SeedItem => ({
    contentsType: 'notice',
    tit,
    cn,
    ...extra,
  });
  const list: SeedItem[] = [
    notice(
      '[필독] 온판 포털 이용 안내',
      p(
        '온판은 소상공인과 크리에이터를 위한 공공 포털입니다.',
        '지원사업 검색, 라이브 스튜디오 예약, 커뮤니티를 한곳에서 이용하세요.',
      ),
      { fixYn: 'Y' },
    ),
    notice(
      '2026년 소상공인 지원사업 통합 공고 안내',
      p(
        '올해 중앙부처와 지방자치단체의 소상공인 지원사업을 한눈에 볼 수 있도록 통합 공고를 게시합니다.',
        '첨부파일에서 사업별 일정과 신청 자격을 확인하세요.',
      ),
      {
        fixYn: 'Y',
        popupKind: 'support',
        bgngYmd: addDays(today, -30),
        endYmd: FIXED_NOTICE_END_YMD,
        linkUrl: '/support',
        files: [
          pdfFile('2026년_소상공인_지원사업_통합공고.pdf', 'ONFAN 2026 support programme notice'),
          txtFile(
            '지원사업_신청_체크리스트.txt',
            '지원사업 신청 체크리스트\n1. 사업자등록증 확인\n2. 소상공인 확인서 발급\n3. 신청서 작성',
          ),
        ],
      },
    ),
    notice(
      '무료 온라인 교육 수강 안내',
      p('e-러닝 과정을 무료로 수강할 수 있습니다. 교육 정보 제공에 동의하면 5일 이내에 수강 권한이 부여됩니다.'),
      {
        popupKind: 'edu',
        bgngYmd: addDays(today, -10),
        endYmd: FIXED_NOTICE_END_YMD,
        linkUrl: '/education',
      },
    ),
    notice(
      '고객센터 상담 시간 변경 안내',
      p(
        '이번 주부터 고객센터 전화 상담은 평일 오전 9시부터 오후 6시까지 운영합니다.',
        '상담 시간 외에는 게시판에 문의를 남겨주시면 다음 근무일에 답변드립니다.',
      ),
      {
        popupKind: 'common',
        bgngYmd: addDays(today, -2),
        endYmd: addDays(today, 5),
      },
    ),
    notice('지난 시스템 점검 안내(종료)', p('시스템 점검이 완료되었습니다.'), {
      popupKind: 'common',
      bgngYmd: addDays(today, -20),
      endYmd: addDays(today, -10),
    }),
    notice(
      '다음 달 라이브 스튜디오 신규 개관 예정',
      p('새 라이브 스튜디오가 다음 달 문을 엽니다. 개관 일정은 추후 안내합니다.'),
      { popupKind: 'common', bgngYmd: addDays(today, 10), endYmd: addDays(today, 20) },
    ),
    notice(
      '라이브 스튜디오 예약 규정 변경 안내',
      p('예약은 하루 최대 4시간, 연속된 시간만 가능합니다.', '노쇼가 반복되면 예약이 제한될 수 있습니다.'),
      {
        files: [pdfFile('라이브스튜디오_이용규정.pdf', 'ONFAN live studio rules')],
      },
    ),
    notice(
      '개인정보처리방침 개정 안내',
      p('개인정보처리방침이 개정되어 시행일부터 적용됩니다. 주요 변경 사항을 확인해주세요.'),
    ),
    notice(
      '소상공인 확인서 제출 방법 안내',
      p('마이페이지에서 소상공인 확인서를 업로드하면 스튜디오 예약과 지원사업 신청이 가능합니다.'),
      {
        files: [pdfFile('소상공인_확인서_제출_가이드.pdf', 'How to submit the small business certificate')],
      },
    ),
    notice(
      '온판 회원 약관 개정 사전 안내',
      p('이용약관 일부 조항이 개정됩니다. 변경 7일 전에 안내드리며, 불리한 변경은 30일 전에 안내합니다.'),
    ),
    notice('대관 공간 예약 오픈 안내', p('교육장과 회의실 대관 예약을 시작합니다. 공간 메뉴에서 예약하세요.')),
    notice(
      '크리에이터 거점 등록 방법 안내',
      p('크리에이터 회원은 거점 페이지를 만들어 채널과 활동을 소개할 수 있습니다.'),
    ),
    notice(
      '소셜 스페이스 콘텐츠 공모전 결과 발표',
      p('공모전에 참여해주신 모든 분께 감사드립니다. 수상작은 소셜 스페이스에서 볼 수 있습니다.'),
    ),
    notice('고객센터 상담 시간 안내', p('평일 09:00~18:00 (점심시간 12:00~13:00) 상담합니다.')),
    notice('온판 모바일 화면 개선 안내', p('휴대폰에서 메뉴와 검색을 더 편하게 쓸 수 있도록 화면을 개선했습니다.')),
    notice(
      '지원사업 신청 시 유의사항',
      p('동일 사업에는 한 번만 신청할 수 있습니다. 신청 기간이 지나면 신청할 수 없습니다.'),
      {
        files: [
          txtFile(
            '지원사업_유의사항.txt',
            '지원사업 신청 유의사항\n- 동일 사업 중복 신청 불가\n- 신청 기간 외 신청 불가',
          ),
        ],
      },
    ),
    notice('소상공인 판로 지원 상품 모집', p('온라인 기획전에 참여할 소상공인 상품을 모집합니다.')),
    notice('자가진단 서비스(베타) 오픈', p('간단한 질문에 답하면 우리 가게에 맞는 지원사업과 교육을 추천합니다.')),
    notice('메시지 알림 기능 안내', p('새 메시지가 오면 화면 상단에 알림이 표시됩니다.')),
    notice('온판 서비스 오픈 안내', p('소상공인과 크리에이터를 잇는 온판 포털이 문을 열었습니다.')),

    {
      contentsType: 'issue',
      tit: '소상공인 온라인 매출, 라이브커머스로 두 배 성장',
      cn: p(
        '라이브커머스를 도입한 소상공인의 온라인 매출이 평균 두 배 늘었다는 조사 결과가 나왔습니다.',
        '특히 식품과 생활용품 분야의 성장이 두드러졌습니다.',
      ),
    },
    {
      contentsType: 'issue',
      tit: '전통시장 디지털 전환, 현장에서 답을 찾다',
      cn: p('간편결제와 온라인 주문을 도입한 전통시장 상인들의 이야기를 들어봤습니다.'),
    },
    {
      contentsType: 'issue',
      tit: '2026년 달라지는 소상공인 지원 제도',
      cn: p('정책자금 금리 인하, 지원사업 통합 공고 등 올해 달라지는 제도를 정리했습니다.'),
    },
    {
      contentsType: 'issue',
      tit: '동네 가게와 크리에이터의 협업 사례',
      cn: p('지역 크리에이터와 함께 만든 영상으로 단골이 늘어난 빵집 이야기를 소개합니다.'),
    },
    {
      contentsType: 'issue',
      tit: '폐업 위기를 넘은 소상공인의 재도약',
      cn: p('희망리턴패키지로 재창업에 성공한 사장님을 만났습니다.'),
    },
    {
      contentsType: 'issue',
      tit: '대관 공간으로 시작하는 오프라인 클래스',
      cn: p('공공 공간 대관으로 원데이 클래스를 연 공방 사장님의 경험담입니다.'),
    },
    {
      contentsType: 'issue2',
      tit: '소상공인 정책자금 신청 전 꼭 알아야 할 5가지',
      cn: p('정책자금의 종류, 신청 자격, 준비 서류를 정리했습니다.'),
    },
    { contentsType: 'issue2', tit: '스마트상점 기술보급 사업 Q&A', cn: p('자주 묻는 질문과 답변을 모았습니다.') },
    {
      contentsType: 'issue2',
      tit: '지역화폐 가맹점 혜택 총정리',
      cn: p('지역화폐 가맹점이 받을 수 있는 혜택을 알아봅니다.'),
    },

    {
      contentsType: 'interview',
      tit: '[인터뷰] 30년 국밥집, 라이브 방송으로 전국 배송을 시작하다',
      cn: p('백년가게로 선정된 국밥집 사장님이 라이브커머스에 도전한 이야기입니다.'),
    },
    {
      contentsType: 'interview',
      tit: '[인터뷰] 청년 공예가, 소셜 스페이스에서 팬을 만나다',
      cn: p('작은 공방을 운영하는 청년 공예가의 온라인 성장기를 들었습니다.'),
    },
    {
      contentsType: 'interview',
      tit: '[인터뷰] 크리에이터가 본 동네 상권의 가능성',
      cn: p('지역 가게를 소개하는 크리에이터에게 협업의 비결을 물었습니다.'),
    },
    {
      contentsType: 'interview',
      tit: '[인터뷰] 지원사업으로 첫 수출에 성공한 수제 잼 가게',
      cn: p('수출 바우처로 해외 온라인몰에 입점한 과정을 들려주었습니다.'),
    },
    {
      contentsType: 'interview',
      tit: '[인터뷰] 스튜디오 대관으로 상품 사진을 바꾼 꽃집',
      cn: p('라이브 스튜디오에서 촬영한 사진으로 온라인 주문이 늘었습니다.'),
    },

    {
      contentsType: 'plygrnd',
      tit: '소셜 스페이스 3월 프로그램 안내',
      cn: p('이달의 네트워킹 데이와 크리에이터 특강 일정을 안내합니다.'),
    },
    {
      contentsType: 'plygrnd',
      tit: '소상공인 네트워킹 데이 현장 스케치',
      cn: p('50여 명의 소상공인과 크리에이터가 모여 협업을 이야기했습니다.'),
    },
    {
      contentsType: 'plygrnd',
      tit: '크리에이터 특강: 숏폼으로 가게 알리기',
      cn: p('1분 영상으로 가게를 알리는 방법을 배워봅니다.'),
    },
    {
      contentsType: 'plygrnd2',
      ctgrCode: '1012001',
      tit: '소셜 스페이스 공간 소개',
      cn: p('누구나 쉬어가고 만날 수 있는 열린 공간입니다.'),
    },
    {
      contentsType: 'plygrnd2',
      ctgrCode: '1012001',
      tit: '소셜 스페이스 대관 이용 방법',
      cn: p('회의실과 교육장 대관 절차를 안내합니다.'),
    },
    {
      contentsType: 'plygrnd2',
      ctgrCode: '1012002',
      tit: '라이브 스튜디오 장비 안내',
      cn: p('카메라, 조명, 무선 마이크 등 대여 가능한 장비를 소개합니다.'),
    },
    {
      contentsType: 'plygrnd2',
      ctgrCode: '1012002',
      tit: '라이브 스튜디오 촬영 팁',
      cn: p('조명 배치와 화면 구성으로 방송 품질을 높이는 방법입니다.'),
    },
    // The live-studio category (1012002) is what the studio pages show (studio/plygrnds2).
    {
      contentsType: 'plygrnd2',
      ctgrCode: '1012002',
      tit: '처음 라이브커머스를 시작하는 소상공인을 위한 스튜디오 이용 가이드',
      smry: '예약부터 방송 송출까지, 온판 스튜디오를 이용하는 순서를 알려드립니다.',
      cn: p('예약부터 방송 송출까지, 온판 스튜디오를 이용하는 순서를 알려드립니다.'),
      thmbnlImgPtUrl: '/img/reservation/seoul-a-1.svg',
    },
    {
      contentsType: 'plygrnd2',
      ctgrCode: '1012002',
      tit: '크로마키 스튜디오로 숏폼 영상 만들기',
      smry: '배경 합성으로 제품을 돋보이게 하는 촬영 요령입니다.',
      cn: p('배경 합성으로 제품을 돋보이게 하는 촬영 요령입니다.'),
      thmbnlImgPtUrl: '/img/reservation/busan-chroma-1.svg',
    },
    {
      contentsType: 'plygrnd2',
      ctgrCode: '1012002',
      tit: '1인 방송실 장비 사용법',
      smry: '카메라, 조명, 무선 마이크를 혼자서 설정하는 방법을 소개합니다.',
      cn: p('카메라, 조명, 무선 마이크를 혼자서 설정하는 방법을 소개합니다.'),
      thmbnlImgPtUrl: '/img/reservation/gwangju-solo-3.svg',
    },
    {
      contentsType: 'plygrnd2',
      ctgrCode: '1012003',
      tit: '소담상회 입점 안내',
      cn: p('소담상회에서 소상공인 상품을 판매합니다. 입점 절차를 확인하세요.'),
    },
    {
      contentsType: 'plygrnd2',
      ctgrCode: '1012003',
      tit: '소담상회 이달의 추천 상품',
      cn: p('지역 소상공인이 만든 추천 상품을 소개합니다.'),
    },
    {
      contentsType: 'plygrnd3',
      tit: '라이브커머스 방송 기획서 양식',
      cn: p('방송 기획에 쓰는 양식을 내려받아 활용하세요.'),
      files: [txtFile('라이브커머스_방송_기획서_양식.txt', '방송 기획서\n- 방송 제목\n- 판매 상품\n- 진행 순서')],
    },
    {
      contentsType: 'plygrnd3',
      tit: '상품 상세페이지 작성 가이드',
      cn: p('잘 팔리는 상세페이지의 구성 요소를 정리한 자료입니다.'),
      files: [pdfFile('상세페이지_작성_가이드.pdf', 'Product detail page guide')],
    },
    {
      contentsType: 'plygrnd3',
      tit: 'SNS 홍보 콘텐츠 달력',
      cn: p('한 달 동안 올릴 SNS 콘텐츠 계획표입니다.'),
      files: [
        txtFile('SNS_홍보_콘텐츠_달력.txt', '1주차: 가게 소개\n2주차: 상품 후기\n3주차: 이벤트\n4주차: 사장님 이야기'),
      ],
    },

    {
      contentsType: 'sentcont',
      ctgrCode: 'guide',
      tit: '창업 전 상권 분석하는 법',
      cn: p('유동 인구와 경쟁 점포를 확인하는 방법을 안내합니다.'),
    },
    {
      contentsType: 'sentcont',
      ctgrCode: 'guide',
      tit: '사업자등록 한 번에 끝내기',
      cn: p('사업자등록 절차와 준비 서류를 정리했습니다.'),
    },
    {
      contentsType: 'sentcont',
      ctgrCode: 'story',
      tit: '작은 카페가 동네 명소가 되기까지',
      cn: p('동네 주민과 함께 성장한 카페 이야기입니다.'),
    },
    {
      contentsType: 'sentcont',
      ctgrCode: 'story',
      tit: '온라인 판매 1년, 사장님의 기록',
      cn: p('온라인 판매를 시작한 1년간의 시행착오를 나눕니다.'),
    },
    {
      contentsType: 'sentcont',
      ctgrCode: 'policy',
      tit: '소상공인 기본법 쉽게 읽기',
      cn: p('소상공인 기본법의 주요 내용을 쉽게 풀었습니다.'),
    },
    {
      contentsType: 'sentcont',
      ctgrCode: 'policy',
      tit: '지원사업 신청서 잘 쓰는 법',
      cn: p('심사위원이 보는 포인트를 정리했습니다.'),
    },

    {
      contentsType: 'smbsales',
      tit: '온라인 기획전 참여 소상공인 모집',
      cn: p('대형 온라인몰 기획전에 참여할 소상공인을 모집합니다.'),
      bgngYmd: addDays(today, -5),
      endYmd: addDays(today, 20),
    },
    {
      contentsType: 'smbsales',
      tit: 'TV 홈쇼핑 입점 지원',
      cn: p('공영 홈쇼핑 입점 심사와 방송 제작을 지원합니다.'),
      bgngYmd: addDays(today, -10),
      endYmd: addDays(today, 10),
    },
    {
      contentsType: 'smbsales',
      tit: '공공기관 구매 상담회',
      cn: p('공공기관 구매 담당자와 1:1 상담 기회를 드립니다.'),
      bgngYmd: addDays(today, 5),
      endYmd: addDays(today, 30),
    },
    {
      contentsType: 'smbsales',
      tit: '해외 온라인몰 입점 지원',
      cn: p('해외 온라인몰 입점 수수료와 번역을 지원합니다.'),
      bgngYmd: addDays(today, -40),
      endYmd: addDays(today, -3),
    },

    {
      contentsType: 'sprtntc',
      tit: '지원사업 신청 전 확인하세요',
      cn: p(
        '지원사업은 회원당 한 번만 신청할 수 있습니다.',
        '신청 후 마이페이지 &gt; 지원사업 신청 내역에서 진행 상황을 확인하세요.',
      ),
    },
    {
      contentsType: 'sprtntc',
      tit: '외부 누리집 신청 사업 안내',
      cn: p('일부 사업은 주관 기관 누리집에서 신청합니다. 신청 버튼을 누르면 새 창이 열립니다.'),
    },
  ];
  return list;
}

export async function seedContent(database: Database, options: { demo: boolean }): Promise<void> {
  if (!options.demo) return;
  if (await new ContentRepository(database.db).hasAny()) return;
  // Attachments go through the upload storage of the configured data directory (in tests, the run's directory that
  // test/global-setup.ts makes).
  const config = loadConfig();
  const storage = createFileStorage(config);
  const service = createContentService(database, systemClock, storage);
  const today = todaySeoulYmd(systemClock);
  const list = items(today);
  const base = Date.now();
  for (const [i, item] of list.entries()) {
    const { files, ...input } = item;
    // Older items first so that ids and registration times run the same way.
    const id = await service.save({ ...input, regDt: new Date(base - (list.length - i) * 5_400_000).toISOString() });
    for (const [k, f] of (files ?? []).entries()) await service.attach(id, f, k);
    // A plausible count for a portal in use: older and pinned items read more.
    await seedViewCounts(database.db, input.contentsType, [{ id, age: list.length - i, pinned: input.fixYn === 'Y' }]);
  }
  // The main page's demo banners and sections go with the demo content they link to.
  await seedMainPage(database, options);
}
