import type { StudioDeskDetail } from '@onfan/contracts/studio.admin';
import { STUDIO_DESK_MESSAGES } from '@onfan/contracts/studio.admin';
import { TextField } from '@/components/ui/TextField';
import { ConsoleFormActions } from '@/features/admin/components/ConsoleFormActions';
import { RecordFormPage } from '@/features/admin/components/RecordFormPage';
import { RecordOrderField } from '@/features/admin/components/RecordOrderField';
import { useRecordForm } from '@/features/admin/components/record-form';
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
  const { draft, set, errors, submit, actions } = useRecordForm({
    record: studio,
    init: () => draftOf(studio),
    bodyOf,
    listHref: '/admin/studios',
    id: 'studoId',
    name: 'studoNm',
    text: STUDIO_FORM_TEXT,
    useCreate: useCreateStudio,
    useUpdate: useUpdateStudio,
    useVisibility: useStudioVisibility,
  });
  const err = errors.of;

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
        <RecordOrderField value={draft.sortSeq} onChange={(v) => set('sortSeq', v)} errorMessage={err('sortSeq')} />
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
      <ConsoleFormActions {...actions} />
    </Form>
  );
}

/** admin/studios/new and admin/studios/:studoId (예약 담당, 시스템 관리자): write a studio, or edit, hide or show one. */
export default function StudioPage() {
  return (
    <RecordFormPage param="studoId" query={studioDeskQuery} text={STUDIO_FORM_TEXT}>
      {(detail) => <StudioForm {...(detail ? { studio: detail } : {})} />}
    </RecordFormPage>
  );
}
