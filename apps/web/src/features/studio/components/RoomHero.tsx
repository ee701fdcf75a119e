import { TITLE_PRIORITY, useDocumentTitle } from '@/lib/document-title';
import type { Room } from '@onfan/contracts/studio';
import { Link } from 'react-router';
import { CERTIFICATE_PATH } from '../ensure-can-reserve';
import { Gallery } from './Gallery';
import styles from './room.module.css';
import { RoomDetails } from './RoomDetails';

export const ROOM_HERO_TEXT = {
  gallery: (name: string) => `${name} 사진`,
  certNote: '예약은 소상공인 확인서가 승인된 회원만 신청할 수 있습니다.',
  certLink: '소상공인 확인서 등록하기',
} as const;

/** Gallery beside the one-line introduction, the collapsible details and the notice box (studio and space rooms). */
export function RoomHero({ room }: { room: Room }) {
  useDocumentTitle(room.roomNm, TITLE_PRIORITY.item);
  return (
    <div className={styles.hero}>
      <Gallery
        label={ROOM_HERO_TEXT.gallery(room.roomNm)}
        images={room.roomImgs.map((i) => ({ id: i.roomImgId, src: i.imgPtUrl, alt: i.imgAlt }))}
      />
      <div>
        <p className={styles.oneline}>{room.roomOnelineIntro}</p>
        <RoomDetails room={room} />
      </div>
    </div>
  );
}

export function CertificateNote() {
  return (
    <p className={styles.certNote}>
      {ROOM_HERO_TEXT.certNote} <Link to={CERTIFICATE_PATH}>{ROOM_HERO_TEXT.certLink}</Link>
    </p>
  );
}
