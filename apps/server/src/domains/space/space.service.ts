import type { PageQuery } from '@onfan/contracts/envelope';
import type { InquiryBody, SpaceDetail, SpaceSummary } from '@onfan/contracts/space';
import { SPACE_MESSAGES } from '@onfan/contracts/space';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { SessionUser } from '../../http/access.js';
import { pageOffset, toPage } from '../../http/paging.js';
import type { Clock } from '../../lib/clock.js';
import { toSeoulIso } from '../../lib/seoul-time.js';
import { StudioRepository } from '../studio/studio.repository.js';
import { toRoomSummary } from '../studio/studio.service.js';
import { SpaceRepository } from './space.repository.js';

type SpaceRow = NonNullable<Awaited<ReturnType<SpaceRepository['space']>>>;

function toSummary(r: SpaceRow): SpaceSummary {
  return {
    spaceId: r.spaceId,
    grpId: r.grpId,
    grpNm: r.grpNm,
    spaceNm: r.spaceNm,
    spaceIntro: r.spaceIntro,
    spaceAddr: r.spaceAddr,
    rprsImgPtUrl: r.rprsImgPtUrl ?? null,
    favrYn: r.favrUserId !== null ? 'Y' : 'N',
  };
}

/** The space catalogue, favourites, inquiries and notices; booking goes through the studio slot engine. */
export class SpaceService {
  private readonly repo: SpaceRepository;
  private readonly rooms: StudioRepository;

  constructor(
    db: Kysely<DB>,
    private readonly clock: Clock,
  ) {
    this.repo = new SpaceRepository(db);
    this.rooms = new StudioRepository(db);
  }

  groups() {
    return this.repo.groups().then((rows) => rows.map((r) => ({ ...r, spaceCnt: Number(r.spaceCnt) })));
  }

  async spaces(
    user: SessionUser | null,
    q: PageQuery & { grpId?: number | undefined; favrYn?: 'Y' | 'N' | undefined },
  ) {
    const { rows, total } = await this.repo.spaces(
      { grpId: q.grpId, favrOnly: q.favrYn === 'Y', userId: user?.userId ?? null },
      pageOffset(q),
      q.pageSize,
    );
    return toPage(rows.map(toSummary), total, q);
  }

  private async row(spaceId: number, user: SessionUser | null): Promise<SpaceRow> {
    const row = await this.repo.space(spaceId, user?.userId ?? null);
    if (!row) throw AppError.notFound(SPACE_MESSAGES.spaceNotFound);
    return row;
  }

  async detail(spaceId: number, user: SessionUser | null): Promise<SpaceDetail> {
    const row = await this.row(spaceId, user);
    const [imgs, rooms] = await Promise.all([this.repo.gallery(spaceId), this.rooms.rooms({ spaceIds: [spaceId] })]);
    return {
      ...toSummary(row),
      spaceDtlIntro: row.spaceDtlIntro,
      telNo: row.telNo,
      useGuide: row.useGuide,
      imgs,
      rooms: rooms.map(toRoomSummary),
    };
  }

  async gallery(spaceId: number) {
    await this.row(spaceId, null);
    return this.repo.gallery(spaceId);
  }

  async galleryImage(spaceId: number, glryId: number) {
    const img = (await this.repo.gallery(spaceId)).find((g) => g.glryId === glryId);
    if (!img) throw AppError.notFound(SPACE_MESSAGES.glryNotFound);
    return img;
  }

  async roomList(spaceId: number) {
    await this.row(spaceId, null);
    return (await this.rooms.rooms({ spaceIds: [spaceId] })).map(toRoomSummary);
  }

  async favourite(user: SessionUser, spaceId: number) {
    const row = await this.row(spaceId, user);
    return { spaceId, favrYn: row.favrUserId !== null ? ('Y' as const) : ('N' as const) };
  }

  async setFavourite(user: SessionUser, spaceId: number, favrYn: 'Y' | 'N') {
    await this.row(spaceId, null);
    await this.repo.setFavourite(user.userId, spaceId, favrYn === 'Y', this.clock.now().toISOString());
    return {
      number: 200 as const,
      message: favrYn === 'Y' ? SPACE_MESSAGES.favrOn : SPACE_MESSAGES.favrOff,
      favrYn,
    };
  }

  async writeInquiry(user: SessionUser, body: InquiryBody) {
    await this.row(body.spaceId, null);
    const inqId = await this.repo.insertInquiry({
      spaceId: body.spaceId,
      userId: user.userId,
      inqTit: body.inqTit,
      inqCn: body.inqCn,
      regDt: this.clock.now().toISOString(),
    });
    return { number: 200 as const, message: SPACE_MESSAGES.inqSaved, inqId };
  }

  async inquiries(user: SessionUser, q: PageQuery) {
    const { rows, total } = await this.repo.inquiries(user.userId, pageOffset(q), q.pageSize);
    return toPage(
      rows.map((r) => ({
        ...r,
        ansYn: r.ansCn ? ('Y' as const) : ('N' as const),
        regDt: toSeoulIso(new Date(r.regDt)),
      })),
      total,
      q,
    );
  }

  async deleteInquiry(user: SessionUser, inqId: number) {
    const row = await this.repo.inquiry(inqId);
    if (!row || row.userId !== user.userId || row.delYn === 'Y') throw AppError.notFound(SPACE_MESSAGES.inqNotFound);
    if (row.ansCn) throw AppError.conflict(SPACE_MESSAGES.inqAnswered);
    if (!(await this.repo.deleteInquiry(inqId, user.userId))) throw AppError.conflict(SPACE_MESSAGES.inqAnswered);
    return { number: 200 as const, message: SPACE_MESSAGES.inqDeleted };
  }

  async notices(q: PageQuery) {
    const { rows, total } = await this.repo.notices(pageOffset(q), q.pageSize);
    return toPage(
      rows.map((r) => ({ ...r, regDt: toSeoulIso(new Date(r.regDt)) })),
      total,
      q,
    );
  }

  async notice(ntcId: number) {
    const r = await this.repo.notice(ntcId);
    if (!r) throw AppError.notFound(SPACE_MESSAGES.ntcNotFound);
    return { ...r, regDt: toSeoulIso(new Date(r.regDt)) };
  }
}
