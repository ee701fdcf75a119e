import { EDU_CATEGORIES, EDU_LEVELS, type EduCategory, type EduLevel } from '@onfan/contracts/education';
import type { CourseDeskDetail, LessonDesk } from '@onfan/contracts/education.admin';
import { EDU_DESK_MESSAGES, EDU_LESSON_KIND_NAMES } from '@onfan/contracts/education.admin';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { RadioGroup } from '@/components/ui/RadioGroup';
import { Select } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';
import { moved } from '@/features/admin/components/ConsoleImageField';
import { ConsoleFormActions } from '@/features/admin/components/ConsoleFormActions';
import { ConsoleRecordPage, useRecordId } from '@/features/admin/components/ConsoleRecordPage';
import consoleStyles from '@/features/admin/components/console.module.css';
import { DeskRowButton } from '@/features/admin/components/DeskRowButton';
import { useConsoleDraft } from '@/features/admin/components/use-field-errors';
import { RichTextEditor } from '@/features/community/components/RichTextEditor';
import {
  courseDeskQuery,
  uploadCoursePicture,
  useCourseVisibility,
  useCreateCourse,
  useRemoveLesson,
  useReorderLessons,
  useUpdateCourse,
} from '@/features/education/education-admin-api';
import { refusalMessage } from '@/lib/api/use-command';
import { modal } from '@/lib/modal/modal-service';
import { LessonForm } from './LessonForm';
import formStyles from '@/features/admin/components/console-form.module.css';
import styles from './education.module.css';
import { Form } from '@/components/ui/Form';

export const COURSE_TEXT = {
  newTitle: '과정 등록',
  editTitle: '과정 수정',
  description:
    '과정의 소개와 차시를 고칩니다. 새 과정은 숨김 상태로 등록되고, 차시를 넣은 뒤 공개하면 이러닝 목록에 보입니다.',
  hiddenState: '지금 숨김 상태입니다: 회원에게 보이지 않습니다.',
  shownState: '지금 공개 중입니다.',
  back: '과정 목록으로',
  enrolments: '수강 현황 보기',
  basics: '과정 정보',
  crsNm: '과정명',
  crsSmry: '한 줄 소개',
  crsDesc: '과정 소개',
  goals: '학습 목표 (한 줄에 하나)',
  category: '분야',
  level: '난이도',
  instrNm: '강사명',
  fee: '수강료',
  free: '무료',
  paid: '유료',
  price: '수강료(원)',
  extUrl: '교육기관 수강 신청 주소',
  extUrlHelp: '유료 과정은 이 주소에서 수강 신청을 받습니다.',
  picture: '대표 사진',
  pictureHelp: 'PNG, JPEG, GIF, WEBP 이미지를 올립니다. 올리지 않으면 분야의 기본 그림이 보입니다.',
  pickPicture: '사진 올리기',
  uploading: '사진을 올리는 중입니다.',
  removePicture: '사진 빼기',
  noPicture: '올린 사진이 없습니다(분야 기본 그림).',
  publish: '공개',
  hide: '숨기기',
  lessons: '차시',
  lessonsHelp:
    '위로·아래로 단추로 순서를 바꿉니다. 퀴즈 차시는 회원이 합격해야 완료되며, 모든 차시를 마쳐야 수료증이 발급됩니다.',
  noLessons: '아직 차시가 없습니다.',
  addLesson: '차시 넣기',
  lessonLine: (l: LessonDesk) =>
    `${l.lsnNo}차시. ${l.lsnNm} · ${EDU_LESSON_KIND_NAMES[l.lsnKind]}${
      l.lsnKind === 'QUIZ' ? ` ${l.questions.length}문항, 합격 ${l.passPct ?? 0}점` : ''
    } · ${l.lrnMin}분 · 완료 ${l.doneCnt}명`,
  up: (no: number) => `${no}차시 위로`,
  down: (no: number) => `${no}차시 아래로`,
  edit: (no: number) => `${no}차시 수정`,
  remove: (no: number) => `${no}차시 빼기`,
  saveFirst: '과정을 등록한 뒤 차시를 넣을 수 있습니다.',
  notFound: EDU_DESK_MESSAGES.courseNotFound,
} as const;

export interface Draft {
  crsNm: string;
  crsSmry: string;
  crsDesc: string;
  goals: string;
  ctgrCd: string;
  lvlCd: string;
  instrNm: string;
  freeYn: 'Y' | 'N';
  price: string;
  extUrl: string;
  thmbUrl: string;
}

function draftOf(c?: CourseDeskDetail): Draft {
  return {
    crsNm: c?.crsNm ?? '',
    crsSmry: c?.crsSmry ?? '',
    crsDesc: c?.crsDesc ?? '',
    goals: c?.goals ?? '',
    ctgrCd: c?.ctgrCd ?? '',
    lvlCd: c?.lvlCd ?? '1',
    instrNm: c?.instrNm ?? '',
    freeYn: c?.freeYn ?? 'Y',
    price: c && c.price ? String(c.price) : '',
    extUrl: c?.extUrl ?? '',
    thmbUrl: c?.thmbUrl ?? '',
  };
}

const CATEGORY_OPTIONS = (Object.keys(EDU_CATEGORIES) as EduCategory[]).map((k) => ({
  value: k,
  label: EDU_CATEGORIES[k],
}));
const LEVEL_OPTIONS = (Object.keys(EDU_LEVELS) as EduLevel[]).map((k) => ({ value: k, label: EDU_LEVELS[k] }));

/**
 * The draft over a newer copy of the course (a lesson saved below makes one): what the operator typed since `base` is
 * kept, every field they did not touch takes the new copy's value.
 */
export function rebaseDraft(draft: Draft, base: Draft, next: Draft): Draft {
  const out: Record<keyof Draft, string> = { ...next };
  for (const key of Object.keys(next) as (keyof Draft)[]) {
    if (draft[key] !== base[key]) out[key] = draft[key];
  }
  return out as Draft;
}

/**
 * The course's own fields: written or edited on the copy read; the draft keeps what was typed through a refusal, and
 * through a newer copy (a lesson saved, a publication), which it is rebased on.
 */
function CourseForm({ course }: { course?: CourseDeskDetail }) {
  const navigate = useNavigate();
  const { draft, setDraft, set, errors } = useConsoleDraft<Draft>(() => draftOf(course));
  const [base, setBase] = useState<{ copy: string | undefined; fields: Draft }>(() => ({
    copy: course?.updtDt,
    fields: draftOf(course),
  }));
  if (course?.updtDt !== base.copy) {
    const next = draftOf(course);
    setBase({ copy: course?.updtDt, fields: next });
    setDraft((d) => rebaseDraft(d, base.fields, next));
  }
  const [uploading, setUploading] = useState(false);
  const pictureInput = useRef<HTMLInputElement>(null);
  const create = useCreateCourse({
    handleRefusal: errors.showRefusal,
    onDone: (r) => void navigate(`/admin/education/${r.eduCrsId}`, { replace: true }),
  });
  const update = useUpdateCourse({ handleRefusal: errors.showRefusal });
  const visibility = useCourseVisibility();
  const submit = () => {
    errors.reset();
    const body = {
      crsNm: draft.crsNm,
      crsSmry: draft.crsSmry,
      crsDesc: draft.crsDesc,
      goals: draft.goals,
      ctgrCd: draft.ctgrCd as EduCategory,
      lvlCd: draft.lvlCd as EduLevel,
      instrNm: draft.instrNm,
      freeYn: draft.freeYn,
      price: draft.freeYn === 'N' ? Number(draft.price.replace(/,/g, '') || 0) : 0,
      extUrl: draft.freeYn === 'N' && draft.extUrl.trim() ? draft.extUrl.trim() : null,
      thmbUrl: draft.thmbUrl || null,
    };
    if (course) void update.run({ ...body, eduCrsId: course.eduCrsId, updtDt: course.updtDt });
    else void create.run(body);
  };
  const pickPicture = async (list: FileList | null) => {
    const file = list?.[0];
    if (pictureInput.current) pictureInput.current.value = '';
    if (!file) return;
    setUploading(true);
    try {
      set('thmbUrl', await uploadCoursePicture(file));
    } catch (err) {
      await modal.alert(refusalMessage(err));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Form className={formStyles.form} noValidate onSubmit={submit}>
      <fieldset className={formStyles.fieldset}>
        <legend>{COURSE_TEXT.basics}</legend>
        <TextField
          label={COURSE_TEXT.crsNm}
          value={draft.crsNm}
          onChange={(v) => set('crsNm', v)}
          maxLength={100}
          errorMessage={errors.of('crsNm')}
          isRequired
        />
        <TextField
          label={COURSE_TEXT.instrNm}
          value={draft.instrNm}
          onChange={(v) => set('instrNm', v)}
          maxLength={50}
          errorMessage={errors.of('instrNm')}
          isRequired
        />
        <div className={formStyles.wide}>
          <TextField
            label={COURSE_TEXT.crsSmry}
            value={draft.crsSmry}
            onChange={(v) => set('crsSmry', v)}
            maxLength={200}
            errorMessage={errors.of('crsSmry')}
            isRequired
          />
        </div>
        <Select
          label={COURSE_TEXT.category}
          options={CATEGORY_OPTIONS}
          value={draft.ctgrCd || null}
          onChange={(v) => set('ctgrCd', v ?? '')}
          errorMessage={errors.of('ctgrCd')}
          isRequired
        />
        <RadioGroup
          label={COURSE_TEXT.level}
          options={LEVEL_OPTIONS}
          orientation="horizontal"
          value={draft.lvlCd}
          onChange={(v) => set('lvlCd', v)}
          errorMessage={errors.of('lvlCd')}
          isRequired
        />
        <div className={formStyles.wide}>
          <RichTextEditor
            label={COURSE_TEXT.crsDesc}
            initialHtml={course?.crsDesc ?? ''}
            onChange={(html) => set('crsDesc', html)}
            isRequired
          />
          {errors.of('crsDesc') ? (
            <p role="alert" className={styles.error}>
              {errors.of('crsDesc')}
            </p>
          ) : null}
        </div>
        <div className={formStyles.wide}>
          <TextField
            label={COURSE_TEXT.goals}
            value={draft.goals}
            onChange={(v) => set('goals', v)}
            multiline
            rows={4}
            maxLength={2000}
            errorMessage={errors.of('goals')}
          />
        </div>
        <RadioGroup
          label={COURSE_TEXT.fee}
          options={[
            { value: 'Y', label: COURSE_TEXT.free },
            { value: 'N', label: COURSE_TEXT.paid },
          ]}
          orientation="horizontal"
          value={draft.freeYn}
          onChange={(v) => set('freeYn', v as 'Y' | 'N')}
        />
        {draft.freeYn === 'N' ? (
          <>
            <TextField
              label={COURSE_TEXT.price}
              value={draft.price}
              onChange={(v) => set('price', v)}
              inputMode="numeric"
              maxLength={10}
              errorMessage={errors.of('price')}
              isRequired
            />
            <div className={formStyles.wide}>
              <TextField
                label={COURSE_TEXT.extUrl}
                description={COURSE_TEXT.extUrlHelp}
                value={draft.extUrl}
                onChange={(v) => set('extUrl', v)}
                type="url"
                maxLength={500}
                errorMessage={errors.of('extUrl')}
                isRequired
              />
            </div>
          </>
        ) : null}
      </fieldset>
      <fieldset className={formStyles.fieldset} aria-describedby="course-picture-help">
        <legend>{COURSE_TEXT.picture}</legend>
        <p id="course-picture-help" className={`${consoleStyles.note} ${formStyles.wide}`} aria-live="polite">
          {uploading ? COURSE_TEXT.uploading : COURSE_TEXT.pictureHelp}
        </p>
        <div className={formStyles.wide}>
          {draft.thmbUrl ? (
            <img className={styles.preview} src={draft.thmbUrl} alt="" width={320} height={213} />
          ) : (
            <p>{COURSE_TEXT.noPicture}</p>
          )}
          {errors.of('thmbUrl') ? (
            <p role="alert" className={styles.error}>
              {errors.of('thmbUrl')}
            </p>
          ) : null}
        </div>
        <div className={styles.lessonButtons}>
          <Button variant="secondary" size="small" isDisabled={uploading} onPress={() => pictureInput.current?.click()}>
            {COURSE_TEXT.pickPicture}
          </Button>
          {draft.thmbUrl ? (
            <Button variant="tertiary" size="small" onPress={() => set('thmbUrl', '')}>
              {COURSE_TEXT.removePicture}
            </Button>
          ) : null}
        </div>
        {/* The button above opens it: the picker's own text would be in the browser's language. */}
        <input
          ref={pictureInput}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          hidden
          aria-hidden="true"
          tabIndex={-1}
          onChange={(e) => void pickPicture(e.target.files)}
        />
      </fieldset>
      <ConsoleFormActions
        listHref="/admin/education"
        editing={Boolean(course)}
        isSaving={create.isPending || update.isPending}
        visibility={
          course
            ? {
                useYn: course.useYn,
                isPending: visibility.isPending,
                hide: COURSE_TEXT.hide,
                show: COURSE_TEXT.publish,
                onChange: (useYn) =>
                  void visibility.run({ eduCrsId: course.eduCrsId, crsNm: course.crsNm, useYn, updtDt: course.updtDt }),
              }
            : undefined
        }
      />
    </Form>
  );
}

/** The course's lessons in order: moved up and down by buttons, edited, removed, and new ones added. */
function LessonsSection({ course }: { course: CourseDeskDetail }) {
  const [editing, setEditing] = useState<LessonDesk | 'new' | null>(null);
  const reorder = useReorderLessons();
  const remove = useRemoveLesson();
  const ids = course.lessons.map((l) => l.eduLsnId);
  const move = (i: number, j: number) =>
    void reorder.run({ eduCrsId: course.eduCrsId, eduLsnIds: moved(ids, i, j), updtDt: course.updtDt });
  return (
    <section className={consoleStyles.panel} aria-labelledby="course-lessons">
      <h2 id="course-lessons">{COURSE_TEXT.lessons}</h2>
      <p className={consoleStyles.note}>{COURSE_TEXT.lessonsHelp}</p>
      {course.lessons.length === 0 ? <p>{COURSE_TEXT.noLessons}</p> : null}
      <ol className={styles.lessons}>
        {course.lessons.map((l, i) => (
          <li key={l.eduLsnId} className={styles.lesson}>
            <span>{COURSE_TEXT.lessonLine(l)}</span>
            <span className={styles.lessonButtons}>
              <DeskRowButton
                label="위로"
                of={COURSE_TEXT.up(l.lsnNo)}
                variant="secondary"
                isDisabled={i === 0 || reorder.isPending}
                onPress={() => move(i, i - 1)}
              />
              <DeskRowButton
                label="아래로"
                of={COURSE_TEXT.down(l.lsnNo)}
                variant="secondary"
                isDisabled={i === course.lessons.length - 1 || reorder.isPending}
                onPress={() => move(i, i + 1)}
              />
              <DeskRowButton
                label="수정"
                of={COURSE_TEXT.edit(l.lsnNo)}
                variant="secondary"
                onPress={() => setEditing(l)}
              />
              <DeskRowButton
                label="빼기"
                of={COURSE_TEXT.remove(l.lsnNo)}
                variant="secondary"
                isPending={remove.isPending}
                onPress={() =>
                  void remove.run({
                    eduCrsId: course.eduCrsId,
                    eduLsnId: l.eduLsnId,
                    lsnNm: l.lsnNm,
                    updtDt: course.updtDt,
                  })
                }
              />
            </span>
          </li>
        ))}
      </ol>
      {editing ? (
        <LessonForm
          key={editing === 'new' ? 'new' : editing.eduLsnId}
          course={course}
          {...(editing === 'new' ? {} : { lesson: editing })}
          onClose={() => setEditing(null)}
        />
      ) : (
        <div className={styles.actions}>
          <Button onPress={() => setEditing('new')}>{COURSE_TEXT.addLesson}</Button>
        </div>
      )}
    </section>
  );
}

/**
 * admin/education/new and admin/education/:eduCrsId (교육 담당, 시스템 관리자): a course written or edited, published or
 * hidden, and its lessons added, edited, reordered and removed.
 */
export default function CoursePage() {
  const recordId = useRecordId('eduCrsId');
  const record = useQuery({ ...courseDeskQuery(recordId.id), enabled: recordId.editing });
  return (
    <ConsoleRecordPage
      title={{ create: COURSE_TEXT.newTitle, edit: COURSE_TEXT.editTitle }}
      notFound={COURSE_TEXT.notFound}
      recordId={recordId}
      record={record}
    >
      {(c, title) => (
        <>
          <PageHeader
            title={c ? `${title}: ${c.crsNm}` : title}
            description={
              c
                ? `${c.useYn === 'Y' ? COURSE_TEXT.shownState : COURSE_TEXT.hiddenState} ${COURSE_TEXT.description}`
                : COURSE_TEXT.description
            }
          />
          <p className={styles.lessonButtons}>
            <Link to="/admin/education">{COURSE_TEXT.back}</Link>
            {c ? <Link to={`/admin/education/${c.eduCrsId}/enrolments`}>{COURSE_TEXT.enrolments}</Link> : null}
          </p>
          {/* Each save makes a new copy: the form's draft is rebased on it (what was typed stays). */}
          <CourseForm key={c?.eduCrsId ?? 'new'} {...(c ? { course: c } : {})} />
          {c ? <LessonsSection course={c} /> : <p className={consoleStyles.note}>{COURSE_TEXT.saveFirst}</p>}
        </>
      )}
    </ConsoleRecordPage>
  );
}
