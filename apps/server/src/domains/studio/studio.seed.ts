import { withParticle } from '@onfan/contracts/format';
import { studioRoomPath } from '@onfan/contracts/portal-path';
import type { Database } from '../../db/database.js';
import { SearchIndexRepository } from '../search/search-index.repository.js';
import { addDays, seoulYmd } from '../../lib/seoul-time.js';

/**
 * Demo catalogue: three studios and two spaces whose rooms differ (weekend open/closed, holidays open/closed, a
 * no-booking window, maxRsvtUsrCnt 0, three images each), reservation notices, studio content, and past
 * reservations of the demo accounts, most with reviews. Images are SVG files in apps/web/public/img/reservation.
 * Idempotent: skipped when studios exist.
 */
interface RoomSeed {
  key: string;
  roomNm: string;
  roomOnelineIntro: string;
  operBgngHhmm: string;
  operEndHhmm: string;
  wekendOperYn: 'Y' | 'N';
  holdyOperYn: 'Y' | 'N';
  maxRsvtUsrCnt: number;
  rsvtImpssBgngHhmm?: string;
  rsvtImpssEndHhmm?: string;
}

const img = (key: string, n: number) => `/img/reservation/${key}-${n}.svg`;

const NOTICE =
  '이용 시간 10분 전까지 도착해주세요.\n장비 파손 시 수리 비용이 청구될 수 있습니다.\n음식물 반입은 금지되어 있습니다.\n예약 취소는 이용일 전날까지 마이페이지에서 할 수 있습니다.';

function detail(r: RoomSeed): string {
  return [
    `${withParticle(r.roomNm, '은/는')} 소상공인의 라이브커머스와 상품 촬영을 위한 공간입니다.`,
    '기본 조명, 배경지, 촬영용 테이블이 갖춰져 있으며 대여 장비는 예약 시 선택할 수 있습니다.',
    '주차는 건물 지하 주차장을 이용해주세요(2시간 무료).',
  ].join('\n');
}

const STUDIOS: { studoNm: string; studoIntro: string; studoAddr: string; rooms: RoomSeed[] }[] = [
  {
    studoNm: '온판 라이브 스튜디오 서울',
    studoIntro: '방송 장비가 갖춰진 라이브커머스 전용 스튜디오입니다.',
    studoAddr: '서울특별시 중구 세종대로 110',
    rooms: [
      {
        key: 'seoul-a',
        roomNm: '라이브룸 A',
        roomOnelineIntro: '주말에도 운영하는 대형 라이브룸',
        operBgngHhmm: '0900',
        operEndHhmm: '2200',
        wekendOperYn: 'Y',
        holdyOperYn: 'N',
        maxRsvtUsrCnt: 4,
      },
      {
        key: 'seoul-b',
        roomNm: '라이브룸 B',
        roomOnelineIntro: '평일 전용, 점심시간(12~13시) 예약 불가',
        operBgngHhmm: '1000',
        operEndHhmm: '1800',
        wekendOperYn: 'N',
        holdyOperYn: 'N',
        maxRsvtUsrCnt: 0,
        rsvtImpssBgngHhmm: '1200',
        rsvtImpssEndHhmm: '1300',
      },
    ],
  },
  {
    studoNm: '온판 스튜디오 부산',
    studoIntro: '상품 촬영과 크로마키 촬영이 가능한 스튜디오입니다.',
    studoAddr: '부산광역시 해운대구 센텀중앙로 79',
    rooms: [
      {
        key: 'busan-show',
        roomNm: '쇼룸 스튜디오',
        roomOnelineIntro: '공휴일에도 운영하는 쇼룸형 스튜디오',
        operBgngHhmm: '0900',
        operEndHhmm: '1800',
        wekendOperYn: 'N',
        holdyOperYn: 'Y',
        maxRsvtUsrCnt: 6,
      },
      {
        key: 'busan-chroma',
        roomNm: '크로마키 스튜디오',
        roomOnelineIntro: '주말·공휴일 오후 운영',
        operBgngHhmm: '1300',
        operEndHhmm: '2200',
        wekendOperYn: 'Y',
        holdyOperYn: 'Y',
        maxRsvtUsrCnt: 2,
      },
    ],
  },
  {
    studoNm: '온판 스튜디오 광주',
    studoIntro: '혼자서도 방송할 수 있는 1인 방송실입니다.',
    studoAddr: '광주광역시 서구 상무중앙로 61',
    rooms: [
      {
        key: 'gwangju-solo',
        roomNm: '1인 방송실',
        roomOnelineIntro: '1인 전용, 12~14시 예약 불가',
        operBgngHhmm: '0900',
        operEndHhmm: '1800',
        wekendOperYn: 'N',
        holdyOperYn: 'N',
        maxRsvtUsrCnt: 1,
        rsvtImpssBgngHhmm: '1200',
        rsvtImpssEndHhmm: '1400',
      },
    ],
  },
];

const SPACES: {
  grpNm: string;
  spaceNm: string;
  key: string;
  spaceIntro: string;
  spaceAddr: string;
  telNo: string;
  rooms: RoomSeed[];
}[] = [
  {
    grpNm: '회의·교육 공간',
    spaceNm: '소담 공유 회의실',
    key: 'space-sodam',
    spaceIntro: '소상공인 누구나 예약해 쓰는 회의실과 교육장입니다.',
    spaceAddr: '서울특별시 종로구 종로 33',
    telNo: '02-1234-5678',
    rooms: [
      {
        key: 'meeting-1',
        roomNm: '회의실 1',
        roomOnelineIntro: '8인 회의실, 평일 운영',
        operBgngHhmm: '0900',
        operEndHhmm: '1800',
        wekendOperYn: 'N',
        holdyOperYn: 'N',
        maxRsvtUsrCnt: 8,
      },
      {
        key: 'meeting-2',
        roomNm: '회의실 2',
        roomOnelineIntro: '주말 운영, 점심시간 예약 불가',
        operBgngHhmm: '0900',
        operEndHhmm: '2100',
        wekendOperYn: 'Y',
        holdyOperYn: 'N',
        maxRsvtUsrCnt: 0,
        rsvtImpssBgngHhmm: '1200',
        rsvtImpssEndHhmm: '1300',
      },
    ],
  },
  {
    grpNm: '촬영 공간',
    spaceNm: '온판 포토 스튜디오',
    key: 'space-photo',
    spaceIntro: '자연광이 드는 상품 사진 촬영 공간입니다.',
    spaceAddr: '대전광역시 유성구 대학로 99',
    telNo: '042-123-4567',
    rooms: [
      {
        key: 'photo-a',
        roomNm: '포토존 A',
        roomOnelineIntro: '주말·공휴일 운영하는 포토존',
        operBgngHhmm: '1000',
        operEndHhmm: '2000',
        wekendOperYn: 'Y',
        holdyOperYn: 'Y',
        maxRsvtUsrCnt: 4,
      },
    ],
  },
];

const REVIEWS: [string, number, string][] = [
  ['demo-member', 5, '조명과 음향이 좋아서 첫 라이브 방송을 편하게 진행했습니다.'],
  ['demo-creator', 4, '장비가 잘 갖춰져 있어요. 주차가 조금 불편했습니다.'],
  ['demo-sso', 5, '직원분들이 친절하게 안내해주셔서 만족스러웠습니다.'],
  ['demo-admin', 3, '공간은 좋았지만 예약 시간이 짧게 느껴졌어요.'],
  ['demo-creator', 5, '배경지 색상이 다양해서 촬영하기 좋았습니다.'],
  ['demo-member', 4, '다음에도 이용하고 싶어요.'],
];

export async function seedStudios(database: Database, options: { demo: boolean }): Promise<void> {
  if (!options.demo) return;
  const db = database.db;
  const existing = await db.selectFrom('studio').select('studoId').limit(1).executeTakeFirst();
  if (existing) return;
  const now = new Date().toISOString();

  const roomIds = new Map<string, number>();
  const addRoom = async (owner: { studoId: number | null; spaceId: number | null }, r: RoomSeed, sortSeq: number) => {
    const row = await db
      .insertInto('rsvtRoom')
      .values({
        ...owner,
        roomNm: r.roomNm,
        roomOnelineIntro: r.roomOnelineIntro,
        roomDtlIntro: detail(r),
        roomEsntlNtc: NOTICE,
        operBgngHhmm: r.operBgngHhmm,
        operEndHhmm: r.operEndHhmm,
        wekendOperYn: r.wekendOperYn,
        holdyOperYn: r.holdyOperYn,
        maxRsvtUsrCnt: r.maxRsvtUsrCnt,
        rsvtImpssBgngHhmm: r.rsvtImpssBgngHhmm ?? null,
        rsvtImpssEndHhmm: r.rsvtImpssEndHhmm ?? null,
        sortSeq,
        regDt: now,
      })
      .returning('roomId')
      .executeTakeFirstOrThrow();
    roomIds.set(r.key, row.roomId);
    const views = ['정면', '측면', '장비'];
    await db
      .insertInto('roomImg')
      .values(
        views.map((v, i) => ({
          roomId: row.roomId,
          imgPtUrl: img(r.key, i + 1),
          imgAlt: `${r.roomNm} ${v} 모습`,
          sortSeq: i,
        })),
      )
      .execute();
  };

  for (const [i, s] of STUDIOS.entries()) {
    const st = await db
      .insertInto('studio')
      .values({ studoNm: s.studoNm, studoIntro: s.studoIntro, studoAddr: s.studoAddr, sortSeq: i, regDt: now })
      .returning('studoId')
      .executeTakeFirstOrThrow();
    for (const [j, r] of s.rooms.entries()) {
      await addRoom({ studoId: st.studoId, spaceId: null }, r, j);
      // Rooms are found by the integrated search (and named in their pages' heads).
      await new SearchIndexRepository(db).index({
        type: 'studio',
        id: roomIds.get(r.key)!,
        tit: `${s.studoNm} ${r.roomNm}`,
        body: `${r.roomOnelineIntro} ${detail(r)} ${s.studoAddr}`,
        url: studioRoomPath(roomIds.get(r.key)!, st.studoId),
        regDt: now,
      });
    }
  }

  for (const [i, s] of SPACES.entries()) {
    const grp = await db
      .insertInto('spaceGrp')
      .values({ grpNm: s.grpNm, sortSeq: i })
      .returning('grpId')
      .executeTakeFirstOrThrow();
    const sp = await db
      .insertInto('space')
      .values({
        grpId: grp.grpId,
        spaceNm: s.spaceNm,
        spaceIntro: s.spaceIntro,
        spaceDtlIntro: `${s.spaceIntro}\n와이파이, 빔프로젝터, 화이트보드를 무료로 이용할 수 있습니다.`,
        spaceAddr: s.spaceAddr,
        telNo: s.telNo,
        useGuide: '예약은 이용일 전날까지 신청할 수 있으며, 운영자가 확인한 뒤 확정됩니다.',
        sortSeq: i,
        regDt: now,
      })
      .returning('spaceId')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('spaceGlry')
      .values(
        ['전경', '내부', '설비'].map((v, k) => ({
          spaceId: sp.spaceId,
          imgPtUrl: img(s.key, k + 1),
          imgAlt: `${s.spaceNm} ${v} 모습`,
          sortSeq: k,
        })),
      )
      .execute();
    for (const [j, r] of s.rooms.entries()) await addRoom({ studoId: null, spaceId: sp.spaceId }, r, j);
  }

  await db
    .insertInto('rsvtNtc')
    .values([
      {
        ntcTit: '공간 예약 이용 안내',
        ntcCn: '공간 예약은 소상공인 확인서가 승인된 회원만 신청할 수 있습니다. 예약은 운영자 확인 후 확정됩니다.',
        regDt: now,
      },
      {
        ntcTit: '공휴일·연휴 휴무 안내',
        ntcCn: '공휴일에 운영하지 않는 공간은 연휴 기간 동안 예약할 수 없습니다.',
        regDt: now,
      },
    ])
    .execute();

  // The studio pages' social-space items are content engine items (content.seed.ts, plygrnd2 of 1012002).

  // Past reservations of the demo accounts (confirmed, so completed now): reviews on most of them, and one each in
  // 라이브룸 A and 포토존 A for demo-member still waiting for a review.
  const users = new Map(
    (await db.selectFrom('appUser').select(['userId', 'lgnId']).where('lgnId', 'like', 'demo-%').execute()).map((u) => [
      u.lgnId,
      u.userId,
    ]),
  );
  const today = seoulYmd(new Date());
  const pastReservation = async (roomKey: string, lgnId: string, daysAgo: number, hour: number) => {
    const userId = users.get(lgnId);
    const roomId = roomIds.get(roomKey);
    if (userId === undefined || roomId === undefined) return null;
    const rsvtYmd = addDays(today, -daysAgo);
    const r = await db
      .insertInto('rsvt')
      .values({
        roomId,
        userId,
        rsvtYmd,
        rsvtBgngHhmm: `${String(hour).padStart(2, '0')}00`,
        rsvtEndHhmm: `${String(hour + 2).padStart(2, '0')}00`,
        rsvtUsrcnt: 2,
        rsvtUserCnctel: '01012345678',
        rsvtDmndCn: null,
        strNm: '온판상회',
        brno: '1248100998',
        useCtgrDcd: '1003001',
        shootCtgrDcd: '1004001',
        strPattnDcd: '1022001',
        rprsGdsNm: '수제 과일청',
        brndNm: '온판팜',
        letoffChnl: '스마트스토어',
        loanPssEqu: '1023001,1023002',
        osdAddExpctEqu: null,
        rsvtStts: 'CONFIRMED',
        sttsRsn: null,
        sttsChgBy: null,
        sttsChgDt: now,
        regDt: new Date(Date.now() - (daysAgo + 7) * 86_400_000).toISOString(),
      })
      .returning('rsvtId')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('rsvtSlot')
      .values([hour, hour + 1].map((rsvtHour) => ({ roomId, rsvtYmd, rsvtHour, rsvtId: r.rsvtId })))
      .execute();
    return { rsvtId: r.rsvtId, roomId, userId, rsvtYmd };
  };

  for (const [i, [lgnId, score, text]] of REVIEWS.entries()) {
    const roomKey = i < 4 ? 'seoul-a' : 'busan-show';
    const res = await pastReservation(roomKey, lgnId, 5 + i * 4, 10);
    if (!res) continue;
    await db
      .insertInto('roomRevw')
      .values({
        rsvtId: res.rsvtId,
        roomId: res.roomId,
        userId: res.userId,
        revwCmnt: text,
        starrtScore: score,
        regDt: new Date(Date.now() - (4 + i * 4) * 86_400_000).toISOString(),
      })
      .execute();
  }
  await pastReservation('seoul-a', 'demo-member', 2, 14);
  await pastReservation('photo-a', 'demo-member', 3, 15);
}
