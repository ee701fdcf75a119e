import type { SpaceDeskDetail, SpaceDeskImage } from '@onfan/contracts/space.admin';
import { SPACE_DESK_MESSAGES, SPACE_IMG_MAX } from '@onfan/contracts/space.admin';
import { useQuery } from '@tanstack/react-query';
import { Select } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';
import { ConsoleImageField } from '@/features/admin/components/ConsoleImageField';
import { ConsoleFormActions } from '@/features/admin/components/ConsoleFormActions';
import { RecordFormPage } from '@/features/admin/components/RecordFormPage';
import { RecordOrderField } from '@/features/admin/components/RecordOrderField';
import { useRecordForm } from '@/features/admin/components/record-form';
import {
  spaceDeskQuery,
  spaceGroupsQuery,
  uploadSpaceImages,
  useCreateSpace,
  useSpaceVisibility,
  useUpdateSpace,
} from '@/features/space/space-admin-api';
import styles from '@/features/admin/components/console-form.module.css';
import { Form } from '@/components/ui/Form';

export const SPACE_FORM_TEXT = {
  create: '공간 등록',
  edit: '공간 수정',
  description: '저장하면 회원의 공간 화면이 곧바로 바뀝니다. 공간의 룸은 룸 관리에서 소속을 공간으로 골라 등록합니다.',
  basics: '기본 정보',
  group: '공간 분류',
  spaceNm: '공간 이름',
  intro: '한 줄 소개',
  detail: '상세 소개',
  addr: '주소',
  tel: '문의 전화',
  telHelp: '예: 02-1234-5678',
  guide: '이용 안내',
  picturesHelp: `PNG·JPEG·WEBP·GIF 사진을 ${SPACE_IMG_MAX}장까지 올립니다. 공간 화면의 사진 크기(3:2)로 맞춰 저장합니다. 첫 사진이 목록의 대표 사진입니다. 사진마다 무엇이 보이는지 대체 텍스트를 적어 주세요.`,
  hide: '공간 숨기기',
  show: '공간 다시 공개',
  hiddenState: '이 공간은 숨김 상태입니다. 공간과 그 룸이 회원에게 보이지 않고 예약할 수 없습니다.',
  notFound: SPACE_DESK_MESSAGES.notFound,
} as const;

interface Draft {
  grpId: string;
  spaceNm: string;
  spaceIntro: string;
  spaceDtlIntro: string;
  spaceAddr: string;
  telNo: string;
  useGuide: string;
  sortSeq: string;
  spaceImgs: SpaceDeskImage[];
}

function draftOf(space?: SpaceDeskDetail): Draft {
  return {
    grpId: space ? String(space.grpId) : '',
    spaceNm: space?.spaceNm ?? '',
    spaceIntro: space?.spaceIntro ?? '',
    spaceDtlIntro: space?.spaceDtlIntro ?? '',
    spaceAddr: space?.spaceAddr ?? '',
    telNo: space?.telNo ?? '',
    useGuide: space?.useGuide ?? '',
    sortSeq: space ? String(space.sortSeq) : '0',
    spaceImgs: space?.spaceImgs ?? [],
  };
}

/** The body the contract reads: numbers as typed (the server checks them and answers at the field). */
function bodyOf(d: Draft) {
  return {
    grpId: Number(d.grpId || 0),
    spaceNm: d.spaceNm,
    spaceIntro: d.spaceIntro,
    spaceDtlIntro: d.spaceDtlIntro,
    spaceAddr: d.spaceAddr,
    telNo: d.telNo,
    useGuide: d.useGuide,
    sortSeq: d.sortSeq.trim() === '' ? Number.NaN : Number(d.sortSeq),
    spaceImgs: d.spaceImgs,
  };
}

function SpaceForm({ space }: { space?: SpaceDeskDetail }) {
  const groups = useQuery(spaceGroupsQuery());
  const { draft, set, errors, submit, actions, images } = useRecordForm({
    record: space,
    init: () => draftOf(space),
    bodyOf,
    listHref: '/admin/spaces',
    id: 'spaceId',
    name: 'spaceNm',
    text: SPACE_FORM_TEXT,
    useCreate: useCreateSpace,
    useUpdate: useUpdateSpace,
    useVisibility: useSpaceVisibility,
  });
  const err = errors.of;

  const groupOptions = (groups.data ?? []).map((g) => ({ value: String(g.grpId), label: g.grpNm }));

  return (
    <Form className={styles.form} noValidate onSubmit={submit}>
      <fieldset className={styles.fieldset}>
        <legend>{SPACE_FORM_TEXT.basics}</legend>
        <Select
          label={SPACE_FORM_TEXT.group}
          options={groupOptions}
          value={draft.grpId || null}
          onChange={(v) => set('grpId', v ?? '')}
          errorMessage={err('grpId')}
          isRequired
        />
        <TextField
          label={SPACE_FORM_TEXT.spaceNm}
          value={draft.spaceNm}
          onChange={(v) => set('spaceNm', v)}
          errorMessage={err('spaceNm')}
          maxLength={50}
          isRequired
        />
        <TextField
          className={styles.wide}
          label={SPACE_FORM_TEXT.intro}
          value={draft.spaceIntro}
          onChange={(v) => set('spaceIntro', v)}
          errorMessage={err('spaceIntro')}
          maxLength={200}
        />
        <TextField
          className={styles.wide}
          label={SPACE_FORM_TEXT.detail}
          value={draft.spaceDtlIntro}
          onChange={(v) => set('spaceDtlIntro', v)}
          errorMessage={err('spaceDtlIntro')}
          maxLength={2000}
          multiline
          rows={4}
        />
        <TextField
          className={styles.wide}
          label={SPACE_FORM_TEXT.addr}
          value={draft.spaceAddr}
          onChange={(v) => set('spaceAddr', v)}
          errorMessage={err('spaceAddr')}
          maxLength={200}
        />
        <TextField
          label={SPACE_FORM_TEXT.tel}
          description={SPACE_FORM_TEXT.telHelp}
          value={draft.telNo}
          onChange={(v) => set('telNo', v)}
          errorMessage={err('telNo')}
          inputMode="tel"
          maxLength={13}
        />
        <RecordOrderField value={draft.sortSeq} onChange={(v) => set('sortSeq', v)} errorMessage={err('sortSeq')} />
        <TextField
          className={styles.wide}
          label={SPACE_FORM_TEXT.guide}
          value={draft.useGuide}
          onChange={(v) => set('useGuide', v)}
          errorMessage={err('useGuide')}
          maxLength={2000}
          multiline
          rows={3}
        />
      </fieldset>
      <ConsoleImageField
        className={styles.fieldset}
        {...images('spaceImgs')}
        help={SPACE_FORM_TEXT.picturesHelp}
        max={SPACE_IMG_MAX}
        tooMany={SPACE_DESK_MESSAGES.imagesTooMany}
        upload={uploadSpaceImages}
      />
      <ConsoleFormActions {...actions} />
    </Form>
  );
}

/** admin/spaces/new and admin/spaces/:spaceId (예약 담당, 시스템 관리자): write a space with its gallery, or edit one. */
export default function SpacePage() {
  return (
    <RecordFormPage param="spaceId" query={spaceDeskQuery} text={SPACE_FORM_TEXT}>
      {(detail) => <SpaceForm {...(detail ? { space: detail } : {})} />}
    </RecordFormPage>
  );
}
