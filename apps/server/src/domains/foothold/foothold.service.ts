import type { Page } from '@onfan/contracts/envelope';
import type {
  CreatorStatus,
  FootholdDetail,
  FootholdInput,
  FootholdListQuery,
  FootholdSummary,
  FootholdTag,
  FootholdUpdateInput,
} from '@onfan/contracts/foothold';
import { FOOTHOLD_MESSAGES, FOOTHOLD_POPULAR_TAGS, normalizeTags } from '@onfan/contracts/foothold';
import { maskName, maskedNick } from '@onfan/contracts/mask';
import { FILE_KEY_PATTERN, FILES_URL_PREFIX } from '@onfan/contracts/upload';
import type { RunInTransaction } from '../../db/executor.js';
import type { SessionUser } from '../../http/access.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import { pageOffset, toPage } from '../../http/paging.js';
import { authorize } from '../../http/policy.js';
import type { Clock } from '../../lib/clock.js';
import { toSeoulIso } from '../../lib/seoul-time.js';
import { can } from './foothold.policy.js';
import type { FootholdRow, FootholdValues } from './foothold.repository.js';
import { FootholdRepository } from './foothold.repository.js';

/** Image files a representative image may be (the keys the upload gives images). */
const IMAGE_KEY = /\.(png|jpg|gif|webp)$/;

/** Creators' footholds: the public list and page, the creator's own, and the creator's create and update. */
export class FootholdService {
  constructor(
    private readonly repo: FootholdRepository,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
  ) {}

  private summary(r: FootholdRow): FootholdSummary {
    return {
      ctrFthldId: r.ctrFthldId,
      fthldNm: r.fthldNm,
      fthldIntro: r.fthldIntro,
      rprsImgPtUrl: r.rprsImgPtUrl,
      rprsImgFileNm: r.rprsImgFileNm,
      fthldTag1: r.fthldTag1,
      fthldTag2: r.fthldTag2,
      fthldTag3: r.fthldTag3,
      primActvtCtgr: r.primActvtCtgr,
      certCtrYn: r.certCtrYn,
      userId: r.userId,
      userNm: maskName(r.userNm),
      nickNm: maskedNick(r),
    };
  }

  private detail(r: FootholdRow, user: SessionUser | null): FootholdDetail {
    return {
      ...this.summary(r),
      fthldCn: r.fthldCn,
      ytbChnlUrl: r.ytbChnlUrl,
      instgrmUrl: r.instgrmUrl,
      fcbkUrl: r.fcbkUrl,
      navrUrl: r.navrUrl,
      regDt: toSeoulIso(new Date(r.regDt)),
      mdfcnDt: toSeoulIso(new Date(r.mdfcnDt)),
      mine: can(user, 'edit', r),
    };
  }

  async list(q: FootholdListQuery): Promise<Page<FootholdSummary>> {
    const { rows, total } = await this.repo.list({
      searchKeyword: q.searchKeyword || undefined,
      tag: q.tag || undefined,
      limit: q.pageSize,
      offset: pageOffset(q),
    });
    return toPage(
      rows.map((r) => this.summary(r)),
      total,
      q,
    );
  }

  tags(): Promise<FootholdTag[]> {
    return this.repo.popularTags(FOOTHOLD_POPULAR_TAGS);
  }

  async view(ctrFthldId: number, user: SessionUser | null): Promise<FootholdDetail> {
    const row = await this.repo.find(ctrFthldId);
    if (!row) throw AppError.notFound(FOOTHOLD_MESSAGES.notFound);
    return this.detail(row, user);
  }

  /** The caller's own foothold, or null when they have none (not a creator, or not opened yet). */
  async mine(user: SessionUser): Promise<FootholdDetail | null> {
    const row = await this.repo.findByUser(user.userId);
    return row ? this.detail(row, user) : null;
  }

  /** The caller's creator status: a creator (may open a foothold) or not, and the foothold they opened, if any. */
  async status(user: SessionUser): Promise<CreatorStatus> {
    const row = await this.repo.findByUser(user.userId);
    return {
      ctrYn: can(user, 'create') ? 'Y' : 'N',
      fthldYn: row ? 'Y' : 'N',
      ctrFthldId: row?.ctrFthldId ?? null,
      certCtrYn: row?.certCtrYn ?? 'N',
    };
  }

  /**
   * The representative image: none, the image the foothold already shows, or an image this creator uploaded through
   * the portal (/files/<key> of an uploaded_file row of theirs). Anything else — an outside address, someone else's
   * upload, a document — is refused.
   */
  private async checkImage(repo: FootholdRepository, url: string | null, user: SessionUser, current: string | null) {
    if (url === null || url === current) return;
    const key = url.startsWith(FILES_URL_PREFIX) ? url.slice(FILES_URL_PREFIX.length) : '';
    const valid = FILE_KEY_PATTERN.test(key) && IMAGE_KEY.test(key) && (await repo.isUploadOf(key, user.userId));
    if (!valid) throw AppError.badRequest(FOOTHOLD_MESSAGES.invalidImage);
  }

  private values(body: FootholdInput): FootholdValues {
    const [fthldTag1 = null, fthldTag2 = null, fthldTag3 = null] = normalizeTags([
      body.fthldTag1,
      body.fthldTag2,
      body.fthldTag3,
    ]);
    return {
      fthldNm: body.fthldNm,
      fthldIntro: body.fthldIntro,
      fthldCn: body.fthldCn,
      rprsImgPtUrl: body.rprsImgPtUrl,
      rprsImgFileNm: body.rprsImgPtUrl ? body.rprsImgFileNm : null,
      fthldTag1,
      fthldTag2,
      fthldTag3,
      ytbChnlUrl: body.ytbChnlUrl,
      instgrmUrl: body.instgrmUrl,
      fcbkUrl: body.fcbkUrl,
      navrUrl: body.navrUrl,
      primActvtCtgr: body.primActvtCtgr,
      mdfcnDt: this.clock.now().toISOString(),
    };
  }

  /** Opens the creator's foothold; a second one is refused by the unique constraint on its owner (409). */
  async create(body: FootholdInput, user: SessionUser) {
    authorize(can(user, 'create'), FOOTHOLD_MESSAGES.creatorOnly);
    const values = this.values(body);
    const ctrFthldId = await this.transaction(async (trx) => {
      const repo = new FootholdRepository(trx);
      await this.checkImage(repo, values.rprsImgPtUrl ?? null, user, null);
      return repo.insert({ ...values, userId: user.userId, regDt: values.mdfcnDt! });
    });
    if (ctrFthldId === null) throw AppError.conflict(FOOTHOLD_MESSAGES.alreadyExists);
    return ok(FOOTHOLD_MESSAGES.saved, { ctrFthldId });
  }

  /**
   * Updates the caller's own foothold (403 for anybody else's): only the fields sent change, each as it would be
   * saved new; the three tags are normalized together with the ones kept, and the image's name goes with its image.
   */
  async update(ctrFthldId: number, body: FootholdUpdateInput, user: SessionUser) {
    await this.transaction(async (trx) => {
      const repo = new FootholdRepository(trx);
      const row = await repo.owner(ctrFthldId);
      if (!row) throw AppError.notFound(FOOTHOLD_MESSAGES.notFound);
      authorize(can(user, 'edit', row), FOOTHOLD_MESSAGES.notYours);
      const values = this.changes(body, row);
      if (values.rprsImgPtUrl !== undefined) await this.checkImage(repo, values.rprsImgPtUrl, user, row.rprsImgPtUrl);
      if (!(await repo.update(ctrFthldId, user.userId, values))) throw AppError.notFound(FOOTHOLD_MESSAGES.notFound);
    });
    return ok(FOOTHOLD_MESSAGES.updated, { ctrFthldId });
  }

  /** The columns an update sets: the fields sent (cleaned as `values` does), and the modification time. */
  private changes(
    body: FootholdUpdateInput,
    kept: Pick<FootholdValues, 'rprsImgPtUrl' | 'rprsImgFileNm' | 'fthldTag1' | 'fthldTag2' | 'fthldTag3'>,
  ): Partial<FootholdValues> {
    const out: Partial<FootholdValues> = { mdfcnDt: this.clock.now().toISOString() };
    const plain = [
      'fthldNm',
      'fthldIntro',
      'fthldCn',
      'ytbChnlUrl',
      'instgrmUrl',
      'fcbkUrl',
      'navrUrl',
      'primActvtCtgr',
    ] as const;
    for (const key of plain) if (body[key] !== undefined) Object.assign(out, { [key]: body[key] });
    if (body.rprsImgPtUrl !== undefined) out.rprsImgPtUrl = body.rprsImgPtUrl;
    const image = out.rprsImgPtUrl !== undefined ? out.rprsImgPtUrl : kept.rprsImgPtUrl;
    if (image === null) out.rprsImgFileNm = null;
    else if (body.rprsImgFileNm !== undefined) out.rprsImgFileNm = body.rprsImgFileNm;
    if (body.fthldTag1 !== undefined || body.fthldTag2 !== undefined || body.fthldTag3 !== undefined) {
      const [fthldTag1 = null, fthldTag2 = null, fthldTag3 = null] = normalizeTags([
        body.fthldTag1 !== undefined ? body.fthldTag1 : kept.fthldTag1,
        body.fthldTag2 !== undefined ? body.fthldTag2 : kept.fthldTag2,
        body.fthldTag3 !== undefined ? body.fthldTag3 : kept.fthldTag3,
      ]);
      Object.assign(out, { fthldTag1, fthldTag2, fthldTag3 });
    }
    return out;
  }
}
