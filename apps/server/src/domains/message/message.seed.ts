import { MESSAGE_RELATED } from '@onfan/contracts/message';
import type { Database } from '../../db/database.js';
import { CommunityRepository } from '../community/community.repository.js';
import { MessageRepository } from './message.repository.js';

type About =
  | { kind: 'post'; title: string }
  | { kind: 'foothold'; of: string }
  /** A reply to the seeded message at this index. */
  | { kind: 'reply'; to: number };

interface SeedMessage {
  from: string;
  to: string;
  about: About;
  tit?: string;
  cn: string;
  /** Minutes before the seed ran. */
  ago: number;
  read: boolean;
}

/**
 * Demo messages written for ONFAN: demo-member asks the operator about the board and gets an answer (a reply,
 * unread), demo-creator asks demo-member about her bakery post; demo-creator receives collaboration requests from
 * her foothold's contact button (one unread). Times relative to the seed.
 */
export const MESSAGE_SEED: SeedMessage[] = [
  {
    from: 'demo-member',
    to: 'demo-admin',
    about: { kind: 'post', title: '커뮤니티 이용 안내: 서로 존중하는 게시판을 만들어 주세요' },
    tit: '홍보 글 작성 기준 문의',
    cn: '안녕하세요. 저희 빵집 신메뉴 출시 소식을 자유게시판에 올려도 되는지 궁금합니다. 홍보성 글의 기준이 있을까요?',
    ago: 26 * 60,
    read: true,
  },
  {
    from: 'demo-admin',
    to: 'demo-member',
    about: { kind: 'reply', to: 0 },
    tit: 'RE: 홍보 글 작성 기준 문의',
    cn: '안녕하세요, 온판 운영팀입니다.\n가게 소식은 "우리 가게 소개" 카테고리에 한 달에 두 번까지 올려 주시면 됩니다. 할인 쿠폰이나 외부 링크는 한 개까지 허용됩니다. 감사합니다.',
    ago: 3 * 60,
    read: false,
  },
  {
    from: 'demo-creator',
    to: 'demo-member',
    about: { kind: 'post', title: '골목 빵집 3년 차, 요즘 아침 손님이 늘었어요' },
    tit: '라이브 방송 소개 제안',
    cn: '사장님, 게시글 잘 봤습니다! 소금빵을 다음 주 목요일 라이브에서 소개하고 싶은데 촬영 가능한 시간이 있을까요?',
    ago: 2 * 24 * 60,
    read: true,
  },
  {
    from: 'demo-member',
    to: 'demo-creator',
    about: { kind: 'foothold', of: 'demo-creator' },
    tit: '신제품 라이브 협업 문의',
    cn: '안녕하세요, 망원동 골목빵집입니다. 다음 달 출시하는 쌀 식빵을 라이브로 소개해 주실 수 있을지 여쭙고 싶어요. 시식용 제품은 넉넉히 보내 드리겠습니다.',
    ago: 50,
    read: false,
  },
  {
    from: 'demo-ctr-food',
    to: 'demo-creator',
    about: { kind: 'foothold', of: 'demo-creator' },
    tit: '전통시장 합동 라이브 제안',
    cn: '시장맛객입니다. 다음 달 망원시장 먹거리 특집을 준비하고 있는데, 라이브 판매 부분을 함께 진행해 주시면 좋겠습니다. 편하실 때 답장 주세요!',
    ago: 4 * 24 * 60,
    read: true,
  },
];

/** Demo messages in demo-member's and demo-creator's inboxes (read and unread). Idempotent; after footholds. */
export async function seedMessages(database: Database, options: { demo: boolean }): Promise<void> {
  if (!options.demo) return;
  const repo = new MessageRepository(database.db);
  const posts = new CommunityRepository(database.db);
  const now = Date.now();
  const ids: (number | undefined)[] = [];
  for (const m of MESSAGE_SEED) {
    const from = await repo.userIdByLogin(m.from);
    const to = await repo.userIdByLogin(m.to);
    if (from === undefined || to === undefined) {
      ids.push(undefined);
      continue;
    }
    const existing = await repo.messageIdByContent(from, to, m.cn);
    if (existing !== undefined) {
      ids.push(existing);
      continue;
    }
    let rltdTblNo: number;
    let key: number | undefined;
    let relMsgId: number | null = null;
    if (m.about.kind === 'post') {
      rltdTblNo = MESSAGE_RELATED.post;
      key = await posts.postIdByTitle(m.about.title);
    } else if (m.about.kind === 'foothold') {
      rltdTblNo = MESSAGE_RELATED.foothold;
      const owner = await repo.userIdByLogin(m.about.of);
      key = owner === undefined ? undefined : await repo.footholdOf(owner);
    } else {
      rltdTblNo = MESSAGE_RELATED.reply;
      key = ids[m.about.to];
      relMsgId = key ?? null;
    }
    if (key === undefined) {
      ids.push(undefined);
      continue;
    }
    const regDt = new Date(now - m.ago * 60_000).toISOString();
    ids.push(
      await repo.insert({
        relMsgId,
        msgTit: m.tit ?? null,
        msgCn: m.cn,
        sndrUserId: from,
        rcvrUserId: to,
        rltdTblNo,
        rltdTblKey: String(key),
        readgYn: m.read ? 'Y' : 'N',
        readgDt: m.read ? new Date(now - (m.ago - 5) * 60_000).toISOString() : null,
        regDt,
      }),
    );
  }
}
