import type { StudioDeskDetail } from '@onfan/contracts/studio.admin';
import { STUDIO_DESK_MESSAGES } from '@onfan/contracts/studio.admin';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { TextField } from '@/components/ui/TextField';
import { ConsoleFormActions } from '@/features/admin/components/ConsoleFormActions';
import { ConsoleRecordPage, useRecordId } from '@/features/admin/components/ConsoleRecordPage';
import { useConsoleDraft } from '@/features/admin/components/use-field-errors';
import {
  studioDeskQuery,
  useCreateStudio,
  useStudioVisibility,
  useUpdateStudio,
} from '@/features/studio/studio-admin-api';
import styles from '@/features/admin/components/console-form.module.css';
import { Form } from '@/components/ui/Form';

export const STUDIO_FORM_TEXT = {
  create: '스튜디오 등록',
  edit: '스튜디오 수정',
  description: '저장하면 회원의 스튜디오 화면이 곧바로 바뀝니다. 룸은 룸 관리에서 이 스튜디오를 골라 등록합니다.',
  basics: '기본 정보',
  studoNm: '스튜디오 이름',
  intro: '소개',
  addr: '주소',
  sortSeq: '표시 순서',
  sortSeqHelp: '작은 수가 먼저 보입니다(0~999).',
  hide: '스튜디오 숨기기',
  show: '스튜디오 다시 공개',
  hiddenState: '이 스튜디오는 숨김 상태입니다. 스튜디오와 그 룸이 회원에게 보이지 않고 예약할 수 없습니다.',
  notFound: STUDIO_DESK_MESSAGES.notFound,
} as const;

interface Draft {
  studoNm: string;
  studoIntro: string;
  studoAddr: string;
  sortSeq: string;
}

function draftOf(studio?: StudioDeskDetail): Draft {
  return {
    studoNm: studio?.studoNm ?? '',
    studoIntro: studio?.studoIntro ?? '',
    studoAddr: studio?.studoAddr ?? '',
    sortSeq: studio ? String(studio.sortSeq) : '0',
  };
}

/** The body the contract reads: the order as typed (the server checks it and answers at the field). */
function bodyOf(d: Draft) {
  return {
    studoNm: d.studoNm,
    studoIntro: d.studoIntro,
    studoAddr: d.studoAddr,
    sortSeq: d.sortSeq.trim() === '' ? Number.NaN : Number(d.sortSeq),
  };
}

function StudioForm({ studio }: { studio?: StudioDeskDetail }) {
  const navigate = useNavigate();
  // The draft keeps what was typed through a refusal: only the server's messages are added beside the fields.
  const { draft, set, errors } = useConsoleDraft<Draft>(() => draftOf(studio));
  const err = errors.of;
  const toList = () => void navigate('/admin/studios');
  const handlers = { onDone: toList, handleRefusal: errors.showRefusal };
  const create = useCreateStudio(handlers);
  const update = useUpdateStudio(handlers);
  const visibility = useStudioVisibility({ onDone: toList });
  const submit = () => {
    errors.reset();
    const body = bodyOf(draft);
    if (studio) void update.run({ ...body, studoId: studio.studoId, updtDt: studio.updtDt });
    else void create.run(body);
  };

  return (
    <Form className={styles.form} noValidate onSubmit={submit}>
      <fieldset className={styles.fieldset}>
        <legend>{STUDIO_FORM_TEXT.basics}</legend>
        <TextField
          label={STUDIO_FORM_TEXT.studoNm}
          value={draft.studoNm}
          onChange={(v) => set('studoNm', v)}
          errorMessage={err('studoNm')}
          maxLength={50}
          isRequired
        />
        <TextField
          label={STUDIO_FORM_TEXT.sortSeq}
          description={STUDIO_FORM_TEXT.sortSeqHelp}
          value={draft.sortSeq}
          onChange={(v) => set('sortSeq', v)}
          errorMessage={err('sortSeq')}
          inputMode="numeric"
          isRequired
        />
        <TextField
          className={styles.wide}
          label={STUDIO_FORM_TEXT.addr}
          value={draft.studoAddr}
          onChange={(v) => set('studoAddr', v)}
          errorMessage={err('studoAddr')}
          maxLength={200}
        />
        <TextField
          className={styles.wide}
          label={STUDIO_FORM_TEXT.intro}
          value={draft.studoIntro}
          onChange={(v) => set('studoIntro', v)}
          errorMessage={err('studoIntro')}
          maxLength={1000}
          multiline
          rows={4}
        />
      </fieldset>
      <ConsoleFormActions
        listHref="/admin/studios"
        editing={Boolean(studio)}
        isSaving={create.isPending || update.isPending}
        visibility={
          studio
            ? {
                useYn: studio.useYn,
                hide: STUDIO_FORM_TEXT.hide,
                show: STUDIO_FORM_TEXT.show,
                isPending: visibility.isPending,
                onChange: (useYn: 'Y' | 'N') =>
                  void visibility.run({
                    studoId: studio.studoId,
                    studoNm: studio.studoNm,
                    useYn,
                    updtDt: studio.updtDt,
                  }),
              }
            : undefined
        }
      />
    </Form>
  );
}

/** admin/studios/new and admin/studios/:studoId (예약 담당, 시스템 관리자): write a studio, or edit, hide or show one. */
export default function StudioPage() {
  const recordId = useRecordId('studoId');
  const studio = useQuery({ ...studioDeskQuery(recordId.id), enabled: recordId.editing });
  return (
    <ConsoleRecordPage
      title={STUDIO_FORM_TEXT}
      notFound={STUDIO_FORM_TEXT.notFound}
      header={STUDIO_FORM_TEXT}
      recordId={recordId}
      record={studio}
    >
      {(detail) => <StudioForm key={detail?.updtDt ?? 'new'} {...(detail ? { studio: detail } : {})} />}
    </ConsoleRecordPage>
  );
}
