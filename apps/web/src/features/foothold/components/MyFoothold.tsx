import { zodResolver } from '@hookform/resolvers/zod';
import { FOOTHOLD_LIMITS, footholdBodySchema, type FootholdDetail } from '@onfan/contracts/foothold';
import { footholdPath } from '@onfan/contracts/portal-path';
import { IMAGE_ACCEPT } from '@onfan/contracts/upload';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { showFormErrors } from '@/components/form/form-check';
import { FormTextField } from '@/components/form/form-fields';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { Spinner } from '@/components/ui/Spinner';
import { myFootholdQuery, useFootholdImageUpload, useFootholdSave } from '../foothold-api';
import list from '@/components/ui/ListPage.module.css';
import styles from './Foothold.module.css';
import { Form } from '@/components/ui/Form';

type FormInput = z.input<typeof footholdBodySchema>;
type FormValues = z.output<typeof footholdBodySchema>;

export const MY_FOOTHOLD_TEXT = {
  title: '나의 크리에이터 거점',
  lead: '크리에이터 거점은 온판 방문자에게 보이는 나의 소개 페이지입니다.',
  newLead: '아직 등록한 거점이 없습니다. 아래 내용을 입력해 거점을 만들어 보세요.',
  view: '내 거점 보기',
  name: '크리에이터명',
  intro: '한 줄 소개',
  category: '주요 활동 분야',
  content: '소개 내용',
  tag: (n: number) => `태그 ${n}`,
  tagHint: '#은 빼고 저장됩니다. 태그는 최대 3개입니다.',
  image: '대표 이미지',
  chooseImage: '대표 이미지 선택',
  removeImage: '대표 이미지 삭제',
  youtube: '유튜브 채널 주소',
  instagram: '인스타그램 주소',
  facebook: '페이스북 주소',
  naver: '네이버(블로그 등) 주소',
  save: '저장',
  failed: '거점 정보를 불러오지 못했습니다.',
} as const;

const text = (v: string | null | undefined) => v ?? '';

function FootholdForm({ current }: { current: FootholdDetail | null }) {
  const id = current?.ctrFthldId ?? 0;
  const { control, handleSubmit, setValue } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(footholdBodySchema),
    defaultValues: {
      fthldNm: text(current?.fthldNm),
      fthldIntro: text(current?.fthldIntro),
      fthldCn: text(current?.fthldCn),
      rprsImgPtUrl: text(current?.rprsImgPtUrl),
      rprsImgFileNm: text(current?.rprsImgFileNm),
      fthldTag1: text(current?.fthldTag1),
      fthldTag2: text(current?.fthldTag2),
      fthldTag3: text(current?.fthldTag3),
      ytbChnlUrl: text(current?.ytbChnlUrl),
      instgrmUrl: text(current?.instgrmUrl),
      fcbkUrl: text(current?.fcbkUrl),
      navrUrl: text(current?.navrUrl),
      primActvtCtgr: text(current?.primActvtCtgr),
    },
  });
  const image = useWatch({ control, name: 'rprsImgPtUrl' });
  const save = useFootholdSave(id);
  const upload = useFootholdImageUpload({
    onDone: (result, file) => {
      setValue('rprsImgPtUrl', result.filePath);
      setValue('rprsImgFileNm', file.name);
    },
  });
  const send = (values: FormValues) => void save.run(values);

  return (
    <Form className={styles.form} noValidate onSubmit={() => void handleSubmit(send, showFormErrors)()}>
      <FormTextField
        control={control}
        name="fthldNm"
        label={MY_FOOTHOLD_TEXT.name}
        maxLength={FOOTHOLD_LIMITS.name}
        showCounter
        isRequired
      />
      <FormTextField
        control={control}
        name="fthldIntro"
        label={MY_FOOTHOLD_TEXT.intro}
        maxLength={FOOTHOLD_LIMITS.intro}
        showCounter
      />
      <FormTextField
        control={control}
        name="primActvtCtgr"
        label={MY_FOOTHOLD_TEXT.category}
        maxLength={FOOTHOLD_LIMITS.category}
      />
      <div className={styles.imageRow}>
        <span className={styles.imageLabel}>{MY_FOOTHOLD_TEXT.image}</span>
        {image ? (
          <img className={styles.preview} src={image} alt="선택한 대표 이미지" width={320} height={180} />
        ) : (
          <span className={styles.preview} aria-hidden="true" />
        )}
        <label className={styles.fileLabel}>
          {MY_FOOTHOLD_TEXT.chooseImage}
          <input
            type="file"
            accept={IMAGE_ACCEPT}
            className={styles.fileInput}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void upload.run(file);
            }}
          />
        </label>
        {image ? (
          <Button
            variant="text"
            onPress={() => {
              setValue('rprsImgPtUrl', '');
              setValue('rprsImgFileNm', '');
            }}
          >
            {MY_FOOTHOLD_TEXT.removeImage}
          </Button>
        ) : null}
      </div>
      <FormTextField
        control={control}
        name="fthldCn"
        label={MY_FOOTHOLD_TEXT.content}
        multiline
        rows={8}
        maxLength={FOOTHOLD_LIMITS.content}
        showCounter
      />
      <fieldset className={styles.fieldset}>
        <legend>태그</legend>
        <p className={list.meta}>{MY_FOOTHOLD_TEXT.tagHint}</p>
        <div className={styles.grid3}>
          {(['fthldTag1', 'fthldTag2', 'fthldTag3'] as const).map((name, i) => (
            <FormTextField
              key={name}
              control={control}
              name={name}
              label={MY_FOOTHOLD_TEXT.tag(i + 1)}
              maxLength={FOOTHOLD_LIMITS.tag + 1}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>채널</legend>
        <FormTextField control={control} name="ytbChnlUrl" label={MY_FOOTHOLD_TEXT.youtube} type="url" />
        <FormTextField control={control} name="instgrmUrl" label={MY_FOOTHOLD_TEXT.instagram} type="url" />
        <FormTextField control={control} name="fcbkUrl" label={MY_FOOTHOLD_TEXT.facebook} type="url" />
        <FormTextField control={control} name="navrUrl" label={MY_FOOTHOLD_TEXT.naver} type="url" />
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" isPending={save.isPending || upload.isPending}>
          {MY_FOOTHOLD_TEXT.save}
        </Button>
      </div>
    </Form>
  );
}

/** My page (creators): the creator's own foothold, created the first time (id 0) and updated afterwards. */
export default function MyFoothold() {
  const { data, isError } = useQuery(myFootholdQuery());
  // The foothold as last fetched: a fetch again that fails (an upload's refresh, coming back online) keeps the form
  // and what is typed in it; the error shows only when nothing was ever fetched.
  const loaded = data !== undefined;
  return (
    <section className={styles.mySection} aria-labelledby="my-foothold-title">
      <div>
        <h1 id="my-foothold-title" className={styles.myTitle}>
          {MY_FOOTHOLD_TEXT.title}
        </h1>
        {loaded ? <p className={list.meta}>{data ? MY_FOOTHOLD_TEXT.lead : MY_FOOTHOLD_TEXT.newLead}</p> : null}
        {data ? <Link to={footholdPath(data.ctrFthldId)}>{MY_FOOTHOLD_TEXT.view}</Link> : null}
      </div>
      {!loaded && isError ? (
        <EmptyState message={MY_FOOTHOLD_TEXT.failed} description="잠시 후 다시 시도해주세요." />
      ) : !loaded ? (
        <Spinner />
      ) : (
        // A new form once the foothold exists, so the saved values (and its id) are the form's.
        <FootholdForm key={data?.ctrFthldId ?? 0} current={data} />
      )}
    </section>
  );
}
