import type { PageQuery } from '@onfan/contracts/envelope';
import type { Atch, EntryDetail, EntrySummary } from '@onfan/contracts/business-community';
import {
  BUSINESS_COMMUNITY_ENTRY_VIEW_TYPE,
  BUSINESS_COMMUNITY_MESSAGES as M,
  businessCommunityEndpoints,
} from '@onfan/contracts/business-community';
import { endpointPath } from '@onfan/contracts/endpoint';
import type { SessionUser } from '../../../http/access.js';
import { AppError } from '../../../http/app-error.js';
import { endpointUrl } from '../../../http/endpoint-route.js';
import { pageOffset, toPage } from '../../../http/paging.js';
import type { AttachmentFile } from '../../content/content.service.js';
import type { ContentViewService } from '../../content-view/content-view.service.js';
import type { FileStorage } from '../../upload/storage.js';
import { atchOf, downloadOf } from '../business-community.files.js';
import type { BusinessCommunityService } from '../business-community.service.js';
import { iso, writerOf } from '../business-community.view.js';
import type { BoardRepository, EntryRow } from './board.repository.js';

/**
 * The communities' notice and data boards: their entries (written at the console) with view counts and files to
 * download. Which board is there is the community's service's.
 */
export class BoardService {
  constructor(
    private readonly repo: BoardRepository,
    private readonly communities: BusinessCommunityService,
    private readonly views: ContentViewService,
    private readonly storage: FileStorage,
  ) {}

  private entrySummary(row: EntryRow, counts: Map<string, number>, user: SessionUser | null): EntrySummary {
    return {
      cmntBrdId: row.cmntBrdId,
      cmntBrdMntId: row.cmntBrdMntId,
      cmntId: row.cmntId,
      brdTit: row.brdTit,
      fixYn: row.fixYn,
      inqCnt: counts.get(String(row.cmntBrdId)) ?? 0,
      atchCnt: row.atchCnt,
      regDt: iso(row.regDt),
      ...writerOf(row, user),
    };
  }

  async entries(cmntBrdMntId: number, q: PageQuery & { searchTerm?: string }, user: SessionUser | null) {
    const board = await this.communities.board(cmntBrdMntId);
    if (!board || board.brdSeCd === 'POST') throw AppError.notFound(M.boardNotFound);
    const { rows, total } = await this.repo.listEntries(
      cmntBrdMntId,
      q.searchTerm || undefined,
      q.pageSize,
      pageOffset(q),
    );
    const counts = await this.views.countsOf(
      BUSINESS_COMMUNITY_ENTRY_VIEW_TYPE,
      rows.map((r) => r.cmntBrdId),
    );
    return {
      ...toPage(
        rows.map((r) => this.entrySummary(r, counts, user)),
        total,
        q,
      ),
      board,
    };
  }

  private async atchList(cmntBrdId: number): Promise<Atch[]> {
    const files = await this.repo.attachments(cmntBrdId);
    return files.map((f) =>
      atchOf(
        f,
        endpointUrl({ path: endpointPath(businessCommunityEndpoints.download, { cmntBrdId, fileId: f.fileId }) }),
      ),
    );
  }

  private async findEntry(cmntBrdId: number): Promise<EntryRow> {
    const row = await this.repo.findEntry(cmntBrdId);
    if (!row) throw AppError.notFound(M.entryNotFound);
    return row;
  }

  async entry(cmntBrdId: number, user: SessionUser | null): Promise<EntryDetail> {
    const row = await this.findEntry(cmntBrdId);
    const [counts, atchList] = await Promise.all([
      this.views.countsOf(BUSINESS_COMMUNITY_ENTRY_VIEW_TYPE, [cmntBrdId]),
      this.atchList(cmntBrdId),
    ]);
    return {
      ...this.entrySummary(row, counts, user),
      cmntNm: row.cmntNm,
      brdNm: row.brdNm,
      brdSeCd: row.brdSeCd as EntryDetail['brdSeCd'],
      brdCn: row.brdCn,
      atchList,
    };
  }

  async attachments(cmntBrdId: number): Promise<Atch[]> {
    await this.findEntry(cmntBrdId);
    return this.atchList(cmntBrdId);
  }

  async download(cmntBrdId: number, fileId: string): Promise<AttachmentFile> {
    await this.findEntry(cmntBrdId);
    return downloadOf(this.storage, await this.repo.attachments(cmntBrdId), fileId);
  }
}
