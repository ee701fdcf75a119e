import type { Executor } from '../../db/executor.js';

const ROOM_SUMMARY = [
  'rsvtRoom.roomId',
  'rsvtRoom.roomNm',
  'rsvtRoom.roomOnelineIntro',
  'rsvtRoom.operBgngHhmm',
  'rsvtRoom.operEndHhmm',
  'rsvtRoom.wekendOperYn',
  'rsvtRoom.holdyOperYn',
  'rsvtRoom.maxRsvtUsrCnt',
  'rsvtRoom.studoId',
  'rsvtRoom.spaceId',
] as const;

/** The catalogue side: studios, and the rooms of studios and spaces with their images. */
export class StudioRepository {
  constructor(private readonly db: Executor) {}

  studios() {
    return this.db
      .selectFrom('studio')
      .select(['studoId', 'studoNm', 'studoIntro', 'studoAddr'])
      .where('useYn', '=', 'Y')
      .orderBy('sortSeq')
      .orderBy('studoId')
      .execute();
  }

  studio(studoId: number) {
    return this.db.selectFrom('studio').selectAll().where('studoId', '=', studoId).executeTakeFirst();
  }

  /** In-use rooms of the given studios or spaces, with their first image. */
  rooms(owner: { studoIds?: number[]; spaceIds?: number[] }) {
    let q = this.db
      .selectFrom('rsvtRoom')
      .select(ROOM_SUMMARY)
      .select((eb) =>
        eb
          .selectFrom('roomImg')
          .select('roomImg.imgPtUrl')
          .whereRef('roomImg.roomId', '=', 'rsvtRoom.roomId')
          .orderBy('roomImg.sortSeq')
          .limit(1)
          .as('rprsImgPtUrl'),
      )
      .where('rsvtRoom.useYn', '=', 'Y');
    if (owner.studoIds) q = q.where('rsvtRoom.studoId', 'in', owner.studoIds.length ? owner.studoIds : [-1]);
    if (owner.spaceIds) q = q.where('rsvtRoom.spaceId', 'in', owner.spaceIds.length ? owner.spaceIds : [-1]);
    return q.orderBy('rsvtRoom.sortSeq').orderBy('rsvtRoom.roomId').execute();
  }

  roomImages(roomId: number) {
    return this.db
      .selectFrom('roomImg')
      .select(['roomImgId', 'imgPtUrl', 'imgAlt'])
      .where('roomId', '=', roomId)
      .orderBy('sortSeq')
      .orderBy('roomImgId')
      .execute();
  }

  ownerName(room: { studoId: number | null; spaceId: number | null }) {
    if (room.studoId !== null)
      return this.db
        .selectFrom('studio')
        .select('studoNm as name')
        .where('studoId', '=', room.studoId)
        .executeTakeFirst();
    return this.db
      .selectFrom('space')
      .select('spaceNm as name')
      .where('spaceId', '=', room.spaceId ?? -1)
      .executeTakeFirst();
  }
}
