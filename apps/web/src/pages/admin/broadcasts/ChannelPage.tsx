import type { ChannelDeskRow, DeskImage } from '@onfan/contracts/broadcast.admin';
import { BROADCAST_DESK_MESSAGES, CHNL_EXPLN_MAX } from '@onfan/contracts/broadcast.admin';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { RadioGroup } from '@/components/ui/RadioGroup';
import { TextField } from '@/components/ui/TextField';
import { ConsoleFormActions } from '@/features/admin/components/ConsoleFormActions';
import { ConsoleImageField } from '@/features/admin/components/ConsoleImageField';
import { ConsoleRecordPage, useRecordId } from '@/features/admin/components/ConsoleRecordPage';
import { useConsoleDraft } from '@/features/admin/components/use-field-errors';
import {
  channelDeskQuery,
  uploadBroadcastImages,
  useCreateChannel,
  useUpdateChannel,
} from '@/features/broadcast/broadcast-admin-api';
import styles from '@/features/admin/components/console-form.module.css';

export const CHANNEL_FORM_TEXT = {
  create: '채널 등록',
  edit: '채널 수정',
  description: '저장하면 방문자의 라이브 채널 목록이 곧바로 바뀝니다.',
  basics: '채널 정보',
  chnlNm: '채널 이름',
  chnlExpln: '채널 소개',
  useYn: '공개 여부',
  shown: '공개',
  hidden: '숨김',
  pictureLegend: '채널 사진',
  pictureHelp: 'PNG·JPEG·WEBP·GIF 사진 한 장을 올립니다. 사진에 무엇이 보이는지 대체 텍스트를 적어 주세요.',
  hiddenState: '이 채널은 숨김 상태입니다. 채널과 그 방송이 방문자에게 보이지 않습니다.',
  notFound: BROADCAST_DESK_MESSAGES.channelNotFound,
} as const;

interface Draft {
  chnlNm: string;
  chnlExpln: string;
  useYn: 'Y' | 'N';
  chnlImgs: DeskImage[];
}

const draftOf = (c?: ChannelDeskRow): Draft => ({
  chnlNm: c?.chnlNm ?? '',
  chnlExpln: c?.chnlExpln ?? '',
  useYn: c?.useYn ?? 'Y',
  chnlImgs: c?.chnlImgs ?? [],
});

function ChannelForm({ channel }: { channel?: ChannelDeskRow }) {
  const navigate = useNavigate();
  // The draft keeps what was typed through a refusal: only the server's messages are added beside the fields.
  const { draft, setDraft, set, errors } = useConsoleDraft<Draft>(() => draftOf(channel));
  const handlers = { onDone: () => void navigate('/admin/broadcasts/channels'), handleRefusal: errors.showRefusal };
  const create = useCreateChannel(handlers);
  const update = useUpdateChannel(handlers);
  return (
    <form
      method="post"
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        errors.reset();
        if (channel) void update.run({ ...draft, brcChnlId: channel.brcChnlId, updtDt: channel.updtDt });
        else void create.run(draft);
      }}
    >
      <fieldset className={styles.fieldset}>
        <legend>{CHANNEL_FORM_TEXT.basics}</legend>
        <TextField
          label={CHANNEL_FORM_TEXT.chnlNm}
          value={draft.chnlNm}
          onChange={(v) => set('chnlNm', v)}
          errorMessage={errors.of('chnlNm')}
          maxLength={50}
          isRequired
        />
        <RadioGroup
          label={CHANNEL_FORM_TEXT.useYn}
          orientation="horizontal"
          options={[
            { value: 'Y', label: CHANNEL_FORM_TEXT.shown },
            { value: 'N', label: CHANNEL_FORM_TEXT.hidden },
          ]}
          value={draft.useYn}
          onChange={(v) => set('useYn', v === 'N' ? 'N' : 'Y')}
          isRequired
        />
        <TextField
          className={styles.wide}
          label={CHANNEL_FORM_TEXT.chnlExpln}
          value={draft.chnlExpln}
          onChange={(v) => set('chnlExpln', v)}
          errorMessage={errors.of('chnlExpln')}
          maxLength={CHNL_EXPLN_MAX}
          multiline
          rows={3}
        />
      </fieldset>
      <ConsoleImageField
        className={styles.fieldset}
        name="chnlImgs"
        legend={CHANNEL_FORM_TEXT.pictureLegend}
        help={CHANNEL_FORM_TEXT.pictureHelp}
        images={draft.chnlImgs}
        onChange={(chnlImgs) => setDraft((d) => ({ ...d, chnlImgs }))}
        errors={errors}
        max={1}
        tooMany={BROADCAST_DESK_MESSAGES.imagesTooMany}
        upload={uploadBroadcastImages}
      />
      <ConsoleFormActions
        listHref="/admin/broadcasts/channels"
        editing={Boolean(channel)}
        isSaving={create.isPending || update.isPending}
      />
    </form>
  );
}

/** admin/broadcasts/channels/new and admin/broadcasts/channels/:brcChnlId (방송 담당, 시스템 관리자). */
export default function ChannelPage() {
  const recordId = useRecordId('brcChnlId');
  const channel = useQuery({ ...channelDeskQuery(recordId.id), enabled: recordId.editing });
  return (
    <ConsoleRecordPage
      title={CHANNEL_FORM_TEXT}
      notFound={CHANNEL_FORM_TEXT.notFound}
      header={CHANNEL_FORM_TEXT}
      recordId={recordId}
      record={channel}
    >
      {(detail) => <ChannelForm key={detail?.updtDt ?? 'new'} {...(detail ? { channel: detail } : {})} />}
    </ConsoleRecordPage>
  );
}
