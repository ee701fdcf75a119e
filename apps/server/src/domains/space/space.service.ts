import type { CompanyFields } from '@onfan/contracts/auth';
import { AUTH_MESSAGES } from '@onfan/contracts/auth';
import type { PageQuery } from '@onfan/contracts/envelope';
import type { InquiryBody, SpaceDetail, SpaceSummary } from '@onfan/contracts/space';
import { SPACE_MESSAGES } from '@onfan/contracts/space';
import type { ReservationFields } from '@onfan/contracts/studio';
import { UPLOAD_FIELD } from '@onfan/contracts/upload';
import type { SessionUser } from '../../http/access.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import { pageOffset, toPage } from '../../http/paging.js';
import type { Clock } from '../../lib/clock.js';
import { toSeoulIso } from '../../lib/seoul-time.js';
import type { ReservationService } from '../studio/reservation.service.js';
import type { FileSource, ReceivedFile } from '../upload/upload.multipart.js';
import { can } from './space.policy.js';
import type { SpaceRepository } from './space.repository.js';

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

/** The accounts domain's company check (auth/company), as the space reservation uses it. */
export interface CompanyRegistry {
  matches(company: CompanyFields): Promise<boolean>;
}

/** The accounts domain's small-business certificate upload (auth/certificate), offered on the space input page. */
export interface CertificateUploads {
  uploadAndSubmit(user: SessionUser, file: ReceivedFile): Promise<{ number: 200; message: string }>;
}

/** A space reservation: the reservation fields, the room and the company check's facts. */
export type SpaceReservation = ReservationFields & { roomId: number } & Omit<CompanyFields, 'brno'>;

/**
 * The space catalogue, favourites, inquiries and notices, and the space flow of booking: the company check and the
 * certificate upload of the accounts domain, then the studio's reservation service (one slot engine for all rooms).
 */
export class SpaceService {
  constructor(
    private readonly repo: SpaceRepository,
    private readonly reservations: ReservationService,
    private readonly accounts: { registry: CompanyRegistry; certificates: CertificateUploads },
    private readonly clock: Clock,
  ) {}

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
    const [imgs, rooms] = await Promise.all([this.repo.gallery(spaceId), this.reservations.spaceRooms(spaceId)]);
    return {
      ...toSummary(row),
      spaceDtlIntro: row.spaceDtlIntro,
      telNo: row.telNo,
      useGuide: row.useGuide,
      imgs,
      rooms,
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

  async rooms(spaceId: number) {
    await this.row(spaceId, null);
    return this.reservations.spaceRooms(spaceId);
  }

  async favourite(user: SessionUser, spaceId: number) {
    const row = await this.row(spaceId, user);
    return { spaceId, favrYn: row.favrUserId !== null ? ('Y' as const) : ('N' as const) };
  }

  async setFavourite(user: SessionUser, spaceId: number, favrYn: 'Y' | 'N') {
    await this.row(spaceId, null);
    await this.repo.setFavourite(user.userId, spaceId, favrYn === 'Y', this.clock.now().toISOString());
    return ok(favrYn === 'Y' ? SPACE_MESSAGES.favrOn : SPACE_MESSAGES.favrOff, { favrYn });
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
    return ok(SPACE_MESSAGES.inqSaved, { inqId });
  }

  async inquiries(user: SessionUser, q: PageQuery) {
    const { rows, total } = await this.repo.inquiries(user.userId, pageOffset(q), q.pageSize);
    return toPage(
      rows.map((r) => ({
        ...r,
        ansYn: r.ansCn ? ('Y' as const) : ('N' as const),
        regDt: toSeoulIso(new Date(r.regDt)),
        ansDt: r.ansDt ? toSeoulIso(new Date(r.ansDt)) : null,
      })),
      total,
      q,
    );
  }

  /** A member deletes their own unanswered inquiry; anyone else's is not found (space.policy.ts). */
  async deleteInquiry(user: SessionUser, inqId: number) {
    const row = await this.repo.inquiry(inqId);
    if (!row || row.delYn === 'Y' || !can(user, 'deleteInquiry', row)) {
      throw AppError.notFound(SPACE_MESSAGES.inqNotFound);
    }
    if (row.ansCn) throw AppError.conflict(SPACE_MESSAGES.inqAnswered);
    if (!(await this.repo.deleteInquiry(inqId, user.userId))) throw AppError.conflict(SPACE_MESSAGES.inqAnswered);
    return ok(SPACE_MESSAGES.inqDeleted);
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

  /** The company check of the space flow (reservation/cmpyValidation): the browser's convenience, checked again on create. */
  async checkCompany(company: CompanyFields) {
    if (!(await this.accounts.registry.matches(company))) throw AppError.badRequest(AUTH_MESSAGES.compFail);
    return ok(AUTH_MESSAGES.compOk);
  }

  /**
   * A space-room reservation: the company's four facts are checked against the business registry before anything is
   * written (a mismatch leaves no reservation behind), then the slot engine books as for a studio room.
   */
  async reserve(user: SessionUser, body: SpaceReservation) {
    const { roomId, openDay, ceoNm, compNm, ...fields } = body;
    if (!(await this.accounts.registry.matches({ brno: fields.brno, openDay, ceoNm, compNm }))) {
      throw AppError.badRequest(AUTH_MESSAGES.compFail);
    }
    return this.reservations.reserve(roomId, 'space', user, fields);
  }

  /** The member's small-business certificate, uploaded on the space input page (as auth/certificate/upload). */
  async uploadCertificate(user: SessionUser, files: FileSource) {
    const [file] = await files(UPLOAD_FIELD.single, 1);
    return this.accounts.certificates.uploadAndSubmit(user, file!);
  }
}
