import type { AnyKysely } from '../columns.js';
import { idColumn, timestamp, ynFlag } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * The content desk of the operator console (issue 37): a board item's thumbnail names its alt text, and the FAQ of
 * `/guide` becomes rows an operator writes, orders and hides (its first entries are the ones the page showed until
 * now, so the page reads the same after the change).
 */
const FIRST_FAQ: readonly [string, string, string][] = [
  [
    'member',
    '회원가입은 어떤 방법이 있나요?',
    '일반회원은 아이디와 비밀번호로 가입합니다. 사업자 정보를 확인받는 통합회원은 에이전트 사이트까지 하나의 계정으로 이용합니다. 동행축제 참여 기업은 축제 참여 회원으로 가입합니다.',
  ],
  [
    'studio',
    '라이브 스튜디오는 누가, 얼마나 예약할 수 있나요?',
    '소상공인 확인서가 승인된 회원이 내일부터 예약할 수 있습니다. 한 번에 연속된 시간으로 최대 4시간까지 예약할 수 있으며, 예약 내역은 마이페이지의 나의 예약에서 확인하고 취소합니다.',
  ],
  [
    'member',
    '소상공인 확인서는 어디에 등록하나요?',
    '마이페이지 > 소상공인 확인서에서 PDF 또는 이미지 파일로 등록합니다. 운영기관이 확인하면 승인 또는 반려 결과와 사유를 같은 화면에서 볼 수 있습니다.',
  ],
  [
    'support',
    '지원사업은 어떻게 신청하나요?',
    '지원사업 메뉴에서 사업을 찾아 신청 기간 안에 신청합니다. 같은 사업에는 한 번만 신청할 수 있고, 주관 기관 누리집에서 신청하는 사업은 신청 버튼이 그 누리집을 새 창으로 엽니다.',
  ],
  [
    'education',
    '무료 이러닝은 언제부터 들을 수 있나요?',
    '이러닝 정보 수신에 동의한 날부터 5일 뒤에 무료 과정이 열립니다. 과정 페이지에 열리는 날짜가 표시되고, 모든 차시를 마치면 수료증(PDF)을 내려받을 수 있습니다.',
  ],
  [
    'market',
    '마켓 입점은 어떻게 신청하나요?',
    '마이페이지 > 마켓 입점 신청에서 신청서를 작성합니다. 임시 저장해 두고 이어서 작성할 수 있으며, 필수 서류를 모두 등록해야 제출할 수 있습니다. 입점이 승인된 회원은 고객센터를 통해서만 탈퇴할 수 있습니다.',
  ],
  [
    'etc',
    '챗봇의 답변은 어디서 오나요?',
    '챗봇은 온판에 게시된 지원사업, 공지사항, 스튜디오 안내 등에서 관련 내용을 찾아 답하고, 참고한 페이지를 함께 보여 드립니다. 정확한 내용은 연결된 페이지에서 확인해주세요.',
  ],
];

export async function up(db: AnyKysely, dialect: Dialect): Promise<void> {
  await db.schema.alterTable('content_item').addColumn('thmbnl_img_alt', 'text').execute();

  await idColumn(db.schema.createTable('faq'), dialect, 'faq_id')
    .addColumn('ctgr_cd', 'text', (c) => c.notNull())
    .addColumn('qstn', 'text', (c) => c.notNull())
    .addColumn('ans', 'text', (c) => c.notNull())
    .addColumn('sort_seq', 'integer', (c) => c.notNull())
    .addColumn('expsr_yn', 'text', ynFlag('expsr_yn', 'Y'))
    .addColumn('rgtr_id', 'integer', (c) => c.references('app_user.user_id').onDelete('set null'))
    .addColumn('reg_dt', 'text', timestamp)
    .addColumn('updt_dt', 'text', timestamp)
    .execute();
  await db.schema.createIndex('faq_order_idx').on('faq').columns(['ctgr_cd', 'sort_seq']).execute();

  const now = new Date().toISOString();
  await db
    .insertInto('faq')
    .values(
      FIRST_FAQ.map(([ctgrCd, qstn, ans], i) => ({
        ctgr_cd: ctgrCd,
        qstn,
        ans,
        sort_seq: i + 1,
        reg_dt: now,
        updt_dt: now,
      })),
    )
    .execute();
}
