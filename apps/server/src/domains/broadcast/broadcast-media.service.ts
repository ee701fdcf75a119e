import fs from 'node:fs/promises';
import path from 'node:path';
import type { CaptionCue, Captions, CaptionsPublishBody } from '@onfan/contracts/broadcast-media.admin';
import {
  BROADCAST_MEDIA_MESSAGES as M,
  CAPTION_FILE_MAX_BYTES,
  captionCuesSchema,
} from '@onfan/contracts/broadcast-media.admin';
import { BRC_TYPE } from '@onfan/contracts/broadcast';
import type { RunInTransaction } from '../../db/executor.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import type { Clock } from '../../lib/clock.js';
import type { ConsoleActor, ConsoleRecords } from '../admin/console-records.js';
import type { FileSource } from '../upload/upload.multipart.js';
import { CaptionFileError, parseCaptionFile, readVtt, writeVtt } from './broadcast-media.captions.js';
import { BroadcastMediaRepository } from './broadcast-media.repository.js';
import { mediaDir } from './broadcast.media.js';
import type { MediaStore } from './broadcast.store.js';
import { mediaUrls } from './broadcast.store.js';

/** The captions file's form field. */
export const CAPTION_FIELD = 'captionFile';

/**
 * The broadcast media desk (decision 051): the Korean captions of a recording or a short, read from a WebVTT or SRT
 * file, edited as a table of cues and published as the media folder's `ko.vtt`. A publication names the copy it was
 * made on (the captions row's `updtDt`; '' before the first one), is refused with 409 when that copy changed, and
 * writes its audit row in its transaction; the file is written (under a temporary name, then renamed) and handed to
 * the media store inside that transaction, so a publication whose file could not be written changes nothing.
 */
export class BroadcastMediaService {
  constructor(
    private readonly repo: BroadcastMediaRepository,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly records: ConsoleRecords,
    private readonly store: MediaStore,
    private readonly dataDir: string,
  ) {}

  /** A recording or a short, or the Korean refusal. */
  private async recording(repo: BroadcastMediaRepository, brcInfoNo: number) {
    const b = await repo.broadcast(brcInfoNo);
    if (!b) throw AppError.notFound(M.notFound);
    if (b.brcTypeDcd !== BRC_TYPE.vod && b.brcTypeDcd !== BRC_TYPE.shorts) throw AppError.badRequest(M.notRecording);
    return b;
  }

  async captions(brcInfoNo: number): Promise<Captions> {
    const b = await this.recording(this.repo, brcInfoNo);
    const row = await this.repo.caption(brcInfoNo);
    const mediaKey = b.mediaKey?.startsWith('brc-') ? b.mediaKey : null;
    let cues: CaptionCue[] = [];
    if (row) cues = readVtt(row.vttCn) ?? [];
    else if (mediaKey) {
      const text = await this.store.readText(mediaKey, 'ko.vtt').catch(() => null);
      cues = text ? (readVtt(text) ?? []) : [];
    }
    return {
      brcInfoNo: b.brcInfoNo,
      brcTit: b.brcTit,
      brcTypeDcd: b.brcTypeDcd,
      hasMedia: mediaKey !== null,
      cues,
      updtDt: row?.updtDt ?? '',
      captionUrl: mediaUrls(this.store.base, mediaKey).captionUrl,
    };
  }

  /** Reads an uploaded WebVTT or SRT file into cues for the editor; nothing is published. */
  async readFile(brcInfoNo: number, files: FileSource) {
    await this.recording(this.repo, brcInfoNo);
    const [file] = await files(CAPTION_FIELD, 1);
    if (!file) throw AppError.badRequest(M.fileRequired, [{ field: CAPTION_FIELD, message: M.fileRequired }]);
    if (file.buffer.length > CAPTION_FILE_MAX_BYTES) {
      throw AppError.badRequest(M.fileTooLarge, [{ field: CAPTION_FIELD, message: M.fileTooLarge }]);
    }
    try {
      return ok(M.read, { cues: parseCaptionFile(file.buffer) });
    } catch (err) {
      if (err instanceof CaptionFileError) {
        throw AppError.badRequest(err.message, [{ field: CAPTION_FIELD, message: err.message }]);
      }
      throw err;
    }
  }

  async publish(actor: ConsoleActor, brcInfoNo: number, body: CaptionsPublishBody) {
    // The body's schema checked the cues; checked again here for callers inside the server.
    const cues = captionCuesSchema.parse(body.cues);
    const vtt = writeVtt(cues);
    const now = this.clock.now().toISOString();
    await this.transaction(async (trx) => {
      const repo = new BroadcastMediaRepository(trx);
      const b = await this.recording(repo, brcInfoNo);
      if (!b.mediaKey?.startsWith('brc-')) throw AppError.badRequest(M.noMedia);
      const before = await repo.caption(brcInfoNo);
      if ((before?.updtDt ?? '') !== body.updtDt) throw AppError.staleCopy();
      const values = { vttCn: vtt, cueCnt: cues.length, oprUserId: actor.user.userId, updtDt: now };
      const saved = before
        ? await repo.updateCaptionIfCopy(brcInfoNo, body.updtDt, values)
        : await repo.insertCaption({ brcInfoNo, ...values });
      if (!saved) throw AppError.staleCopy();
      await this.records.audit(
        actor,
        {
          targetKind: 'broadcast-captions',
          targetId: brcInfoNo,
          action: 'PUBLISH',
          before: before ? { cueCnt: before.cueCnt, updtDt: before.updtDt } : null,
          after: { cueCnt: cues.length, updtDt: now, mediaKey: b.mediaKey },
        },
        trx,
      );
      await this.writeCaptions(b.mediaKey, vtt);
    });
    return ok(M.published, { updtDt: now });
  }

  /** `ko.vtt` in the media's working copy, whole (a temporary name renamed), then made public by the store. */
  private async writeCaptions(mediaKey: string, vtt: string): Promise<void> {
    const dir = path.join(mediaDir(this.dataDir), mediaKey);
    await fs.mkdir(dir, { recursive: true });
    const tmp = path.join(dir, `ko.vtt.tmp-${process.pid}-${Date.now()}`);
    try {
      await fs.writeFile(tmp, vtt, 'utf8');
      await fs.rename(tmp, path.join(dir, 'ko.vtt'));
    } finally {
      await fs.rm(tmp, { force: true });
    }
    await this.store.publish(mediaKey, ['ko.vtt']);
  }
}
