import type { RoomDeskDetail, RoomDeskImage, RoomOwnerKind } from '@onfan/contracts/studio-room.admin';
import {
  ROOM_DESK_MESSAGES,
  ROOM_IMG_MAX,
  ROOM_OWNER_KINDS,
  ROOM_OWNER_LABELS,
} from '@onfan/contracts/studio-room.admin';
import { effectiveMaxUsers, MAX_RESERVATION_HOURS } from '@onfan/contracts/studio';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Checkbox } from '@/components/ui/Checkbox';
import { RadioGroup } from '@/components/ui/RadioGroup';
import { Select } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';
import { ConsoleImageField } from '@/features/admin/components/ConsoleImageField';
import { ConsoleFormActions } from '@/features/admin/components/ConsoleFormActions';
import { ConsoleRecordPage, useRecordId } from '@/features/admin/components/ConsoleRecordPage';
import { useConsoleDraft } from '@/features/admin/components/use-field-errors';
import {
  roomDeskQuery,
  roomOwnersQuery,
  uploadRoomImages,
  useCreateRoom,
  useRoomVisibility,
  useUpdateRoom,
} from '@/features/studio/studio-room-admin-api';
import { RoomClosures } from './RoomClosures';
import styles from '@/features/admin/components/console-form.module.css';
import { Form } from '@/components/ui/Form';

export const ROOM_FORM_TEXT = {
  create: '룸 등록',
  edit: '룸 수정',
  description: '저장하면 회원의 스튜디오·공간 화면과 예약 달력이 곧바로 바뀝니다. 시각은 서울 시각, 정시 단위입니다.',
  basics: '기본 정보',
  ownerKind: '소속',
  studio: '스튜디오',
  space: '공간',
  hiddenOwner: (name: string) => `${name} (숨김)`,
  roomNm: '룸 이름',
  intro: '한 줄 소개',
  detail: '상세 소개',
  equipment: '장비',
  equipmentHelp: '대여할 수 있는 장비를 쉼표로 나누어 적어 주세요. 예: 조명 3대, 삼각대 2개',
  capacity: '최대 인원(명)',
  fee: '시간당 이용료(원, 0은 무료)',
  hours: '운영 시간과 예약 규칙',
  operBgng: '운영 시작',
  operEnd: '운영 종료',
  impssBgng: '예약 불가 시작',
  impssEnd: '예약 불가 끝',
  impssNone: '없음',
  maxHr: '한 번에 예약할 수 있는 연속 시간',
  weekend: '주말에도 운영',
  holiday: '공휴일에도 운영',
  picturesHelp: `PNG·JPEG·WEBP·GIF 사진을 ${ROOM_IMG_MAX}장까지 올립니다. 첫 사진이 목록의 대표 사진입니다. 사진마다 무엇이 보이는지 대체 텍스트를 적어 주세요.`,
  hide: '룸 숨기기',
  show: '룸 다시 공개',
  hiddenState: '이 룸은 숨김 상태입니다. 회원에게 보이지 않고 예약할 수 없습니다.',
  notFound: ROOM_DESK_MESSAGES.notFound,
} as const;

const HOUR_OPTIONS = Array.from({ length: 25 }, (_, h) => {
  const v = `${String(h).padStart(2, '0')}00`;
  return { value: v, label: `${String(h).padStart(2, '0')}:00` };
});
const MAX_HR_OPTIONS = Array.from({ length: MAX_RESERVATION_HOURS }, (_, i) => ({
  value: String(i + 1),
  label: `${i + 1}시간`,
}));

interface Draft {
  ownerKind: RoomOwnerKind;
  studoId: string;
  spaceId: string;
  roomNm: string;
  roomOnelineIntro: string;
  roomDtlIntro: string;
  roomEquCn: string;
  maxRsvtUsrCnt: string;
  useFee: string;
  operBgngHhmm: string;
  operEndHhmm: string;
  wekendOperYn: 'Y' | 'N';
  holdyOperYn: 'Y' | 'N';
  rsvtImpssBgngHhmm: string;
  rsvtImpssEndHhmm: string;
  maxRsvtHr: string;
  roomImgs: RoomDeskImage[];
}

function draftOf(room?: RoomDeskDetail): Draft {
  return {
    ownerKind: room?.ownerKind ?? 'studio',
    studoId: room?.studoId ? String(room.studoId) : '',
    spaceId: room?.spaceId ? String(room.spaceId) : '',
    roomNm: room?.roomNm ?? '',
    roomOnelineIntro: room?.roomOnelineIntro ?? '',
    roomDtlIntro: room?.roomDtlIntro ?? '',
    roomEquCn: room?.roomEquCn ?? '',
    maxRsvtUsrCnt: String(effectiveMaxUsers(room?.maxRsvtUsrCnt ?? 0)),
    useFee: room ? String(room.useFee) : '0',
    operBgngHhmm: room?.operBgngHhmm ?? '0900',
    operEndHhmm: room?.operEndHhmm ?? '1800',
    wekendOperYn: room?.wekendOperYn ?? 'N',
    holdyOperYn: room?.holdyOperYn ?? 'N',
    rsvtImpssBgngHhmm: room?.rsvtImpssBgngHhmm ?? '',
    rsvtImpssEndHhmm: room?.rsvtImpssEndHhmm ?? '',
    maxRsvtHr: room ? String(room.maxRsvtHr) : String(MAX_RESERVATION_HOURS),
    roomImgs: room?.roomImgs ?? [],
  };
}

/** The body the contract reads: numbers as typed (the server checks them and answers at the field). */
function bodyOf(d: Draft) {
  return {
    // The one owner the operator chose; the server refuses a missing one at the field.
    studoId: d.ownerKind === 'studio' ? Number(d.studoId || 0) : null,
    spaceId: d.ownerKind === 'space' ? Number(d.spaceId || 0) : null,
    roomNm: d.roomNm,
    roomOnelineIntro: d.roomOnelineIntro,
    roomDtlIntro: d.roomDtlIntro,
    roomEquCn: d.roomEquCn,
    maxRsvtUsrCnt: d.maxRsvtUsrCnt.trim() === '' ? Number.NaN : Number(d.maxRsvtUsrCnt),
    useFee: d.useFee.trim() === '' ? Number.NaN : Number(d.useFee),
    operBgngHhmm: d.operBgngHhmm,
    operEndHhmm: d.operEndHhmm,
    wekendOperYn: d.wekendOperYn,
    holdyOperYn: d.holdyOperYn,
    rsvtImpssBgngHhmm: d.rsvtImpssBgngHhmm || null,
    rsvtImpssEndHhmm: d.rsvtImpssEndHhmm || null,
    maxRsvtHr: Number(d.maxRsvtHr),
    roomImgs: d.roomImgs,
  };
}

function RoomForm({ room }: { room?: RoomDeskDetail }) {
  const navigate = useNavigate();
  const owners = useQuery(roomOwnersQuery());
  // The draft keeps what was typed through a refusal: only the server's messages are added beside the fields.
  const { draft, setDraft, set, errors } = useConsoleDraft<Draft>(() => draftOf(room));
  const err = errors.of;

  const toList = () => void navigate('/admin/rooms');
  const handlers = { onDone: toList, handleRefusal: errors.showRefusal };
  const create = useCreateRoom(handlers);
  const update = useUpdateRoom(handlers);
  const visibility = useRoomVisibility({ onDone: toList });
  const submit = () => {
    errors.reset();
    const body = bodyOf(draft);
    if (room) void update.run({ ...body, roomId: room.roomId, updtDt: room.updtDt });
    else void create.run(body);
  };

  const label = (name: string, useYn: 'Y' | 'N') => (useYn === 'Y' ? name : ROOM_FORM_TEXT.hiddenOwner(name));
  const studioOptions = (owners.data?.studios ?? []).map((s) => ({
    value: String(s.studoId),
    label: label(s.studoNm, s.useYn),
  }));
  const spaceOptions = (owners.data?.spaces ?? []).map((s) => ({
    value: String(s.spaceId),
    label: label(s.spaceNm, s.useYn),
  }));
  const kindOptions = ROOM_OWNER_KINDS.map((k) => ({ value: k, label: ROOM_OWNER_LABELS[k] }));
  const impssOptions = [{ value: '', label: ROOM_FORM_TEXT.impssNone }, ...HOUR_OPTIONS];

  return (
    <Form className={styles.form} noValidate onSubmit={submit}>
      <fieldset className={styles.fieldset}>
        <legend>{ROOM_FORM_TEXT.basics}</legend>
        <RadioGroup
          className={styles.wide}
          label={ROOM_FORM_TEXT.ownerKind}
          orientation="horizontal"
          options={kindOptions}
          value={draft.ownerKind}
          onChange={(v) => {
            set('ownerKind', v as RoomOwnerKind);
            errors.clear('studoId');
            errors.clear('spaceId');
          }}
          isRequired
        />
        {draft.ownerKind === 'studio' ? (
          <Select
            label={ROOM_FORM_TEXT.studio}
            options={studioOptions}
            value={draft.studoId || null}
            onChange={(v) => set('studoId', v ?? '')}
            errorMessage={err('studoId')}
            isRequired
          />
        ) : (
          <Select
            label={ROOM_FORM_TEXT.space}
            options={spaceOptions}
            value={draft.spaceId || null}
            onChange={(v) => set('spaceId', v ?? '')}
            errorMessage={err('spaceId') ?? err('studoId')}
            isRequired
          />
        )}
        <TextField
          label={ROOM_FORM_TEXT.roomNm}
          value={draft.roomNm}
          onChange={(v) => set('roomNm', v)}
          errorMessage={err('roomNm')}
          maxLength={50}
          isRequired
        />
        <TextField
          className={styles.wide}
          label={ROOM_FORM_TEXT.intro}
          value={draft.roomOnelineIntro}
          onChange={(v) => set('roomOnelineIntro', v)}
          errorMessage={err('roomOnelineIntro')}
          maxLength={200}
        />
        <TextField
          className={styles.wide}
          label={ROOM_FORM_TEXT.detail}
          value={draft.roomDtlIntro}
          onChange={(v) => set('roomDtlIntro', v)}
          errorMessage={err('roomDtlIntro')}
          maxLength={2000}
          multiline
          rows={4}
        />
        <TextField
          className={styles.wide}
          label={ROOM_FORM_TEXT.equipment}
          description={ROOM_FORM_TEXT.equipmentHelp}
          value={draft.roomEquCn}
          onChange={(v) => set('roomEquCn', v)}
          errorMessage={err('roomEquCn')}
          maxLength={500}
          multiline
          rows={2}
        />
        <TextField
          label={ROOM_FORM_TEXT.capacity}
          value={draft.maxRsvtUsrCnt}
          onChange={(v) => set('maxRsvtUsrCnt', v)}
          errorMessage={err('maxRsvtUsrCnt')}
          inputMode="numeric"
          isRequired
        />
        <TextField
          label={ROOM_FORM_TEXT.fee}
          value={draft.useFee}
          onChange={(v) => set('useFee', v)}
          errorMessage={err('useFee')}
          inputMode="numeric"
          isRequired
        />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{ROOM_FORM_TEXT.hours}</legend>
        <Select
          label={ROOM_FORM_TEXT.operBgng}
          options={HOUR_OPTIONS}
          value={draft.operBgngHhmm}
          onChange={(v) => set('operBgngHhmm', v ?? '')}
          errorMessage={err('operBgngHhmm')}
          isRequired
        />
        <Select
          label={ROOM_FORM_TEXT.operEnd}
          options={HOUR_OPTIONS}
          value={draft.operEndHhmm}
          onChange={(v) => set('operEndHhmm', v ?? '')}
          errorMessage={err('operEndHhmm')}
          isRequired
        />
        <Select
          label={ROOM_FORM_TEXT.impssBgng}
          options={impssOptions}
          value={draft.rsvtImpssBgngHhmm}
          onChange={(v) => set('rsvtImpssBgngHhmm', v ?? '')}
          errorMessage={err('rsvtImpssBgngHhmm')}
        />
        <Select
          label={ROOM_FORM_TEXT.impssEnd}
          options={impssOptions}
          value={draft.rsvtImpssEndHhmm}
          onChange={(v) => set('rsvtImpssEndHhmm', v ?? '')}
          errorMessage={err('rsvtImpssEndHhmm')}
        />
        <Select
          label={ROOM_FORM_TEXT.maxHr}
          options={MAX_HR_OPTIONS}
          value={draft.maxRsvtHr}
          onChange={(v) => set('maxRsvtHr', v ?? '')}
          errorMessage={err('maxRsvtHr')}
          isRequired
        />
        <div className={`${styles.wide} ${styles.checks}`}>
          <Checkbox isSelected={draft.wekendOperYn === 'Y'} onChange={(on) => set('wekendOperYn', on ? 'Y' : 'N')}>
            {ROOM_FORM_TEXT.weekend}
          </Checkbox>
          <Checkbox isSelected={draft.holdyOperYn === 'Y'} onChange={(on) => set('holdyOperYn', on ? 'Y' : 'N')}>
            {ROOM_FORM_TEXT.holiday}
          </Checkbox>
        </div>
      </fieldset>
      <ConsoleImageField
        className={styles.fieldset}
        name="roomImgs"
        help={ROOM_FORM_TEXT.picturesHelp}
        images={draft.roomImgs}
        onChange={(roomImgs) => setDraft((d) => ({ ...d, roomImgs }))}
        errors={errors}
        max={ROOM_IMG_MAX}
        tooMany={ROOM_DESK_MESSAGES.imagesTooMany}
        upload={uploadRoomImages}
      />
      <ConsoleFormActions
        listHref="/admin/rooms"
        editing={Boolean(room)}
        isSaving={create.isPending || update.isPending}
        visibility={
          room
            ? {
                useYn: room.useYn,
                hide: ROOM_FORM_TEXT.hide,
                show: ROOM_FORM_TEXT.show,
                isPending: visibility.isPending,
                onChange: (useYn: 'Y' | 'N') =>
                  void visibility.run({ roomId: room.roomId, roomNm: room.roomNm, useYn, updtDt: room.updtDt }),
              }
            : undefined
        }
      />
    </Form>
  );
}

/**
 * admin/rooms/new and admin/rooms/:roomId (예약 담당, 시스템 관리자): write a room of a studio or a space, or edit one
 * and its closed days.
 */
export default function RoomPage() {
  const recordId = useRecordId('roomId');
  const room = useQuery({ ...roomDeskQuery(recordId.id), enabled: recordId.editing });
  return (
    <ConsoleRecordPage
      title={ROOM_FORM_TEXT}
      notFound={ROOM_FORM_TEXT.notFound}
      header={ROOM_FORM_TEXT}
      recordId={recordId}
      record={room}
    >
      {(detail) => (
        <>
          <RoomForm key={detail?.updtDt ?? 'new'} {...(detail ? { room: detail } : {})} />
          {detail ? <RoomClosures roomId={detail.roomId} /> : null}
        </>
      )}
    </ConsoleRecordPage>
  );
}
