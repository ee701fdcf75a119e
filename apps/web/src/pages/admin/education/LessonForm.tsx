import type { CourseDeskDetail, EduLessonKind, LessonDesk } from '@onfan/contracts/education.admin';
import {
  EDU_DESK_MESSAGES,
  EDU_LESSON_KIND_NAMES,
  EDU_LESSON_KINDS,
  EDU_LESSON_MAX_FILES,
  EDU_QUIZ_MAX_CHOICES,
  EDU_QUIZ_MAX_QUESTIONS,
  EDU_QUIZ_MIN_CHOICES,
} from '@onfan/contracts/education.admin';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWriteFiles, WriteFileList, WriteFilePicker } from '@/components/form/WriteFiles';
import { Button } from '@/components/ui/Button';
import { RadioGroup } from '@/components/ui/RadioGroup';
import { Select } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';
import { useFieldErrors } from '@/features/admin/components/use-field-errors';
import consoleStyles from '@/features/admin/components/console.module.css';
import { RichTextEditor } from '@/features/community/components/RichTextEditor';
import { uploadMaterials, useSaveLesson, vodChoicesQuery } from '@/features/education/education-admin-api';
import formStyles from '@/features/admin/components/console-form.module.css';
import styles from './education.module.css';
import { Form } from '@/components/ui/Form';

export const LESSON_FORM_TEXT = {
  add: '차시 넣기',
  edit: (no: number) => `${no}차시 수정`,
  lsnNm: '차시 제목',
  lrnMin: '학습 시간(분)',
  kind: '차시 종류',
  body: '차시 내용',
  intro: '안내 글 (선택)',
  vod: '방송 다시보기',
  vodSearch: '다시보기 제목 검색',
  vodPick: '다시보기 고르기',
  files: '학습 자료',
  filesHelp: `PDF, 한글(HWP), 오피스 문서, ZIP, 이미지 파일을 ${EDU_LESSON_MAX_FILES}개까지 올립니다. 수강생만 내려받습니다.`,
  addFiles: '학습 자료 올리기',
  uploading: '파일을 올리는 중입니다.',
  removeFile: (name: string) => `${name} 빼기`,
  quiz: '퀴즈',
  passPct: '합격 기준(점, 100점 만점)',
  question: (n: number) => `${n}번 문항`,
  questionText: (n: number) => `${n}번 문항 내용`,
  choice: (n: number, c: number) => `${n}번 문항 보기 ${c}`,
  answer: (n: number) => `${n}번 문항 정답`,
  answerOption: (c: number) => `보기 ${c}`,
  addChoice: (n: number) => `${n}번 문항 보기 더하기`,
  removeChoice: (n: number) => `${n}번 문항 마지막 보기 빼기`,
  addQuestion: '문항 더하기',
  removeQuestion: (n: number) => `${n}번 문항 빼기`,
  save: '차시 저장',
  cancel: '닫기',
} as const;

interface QuestionDraft {
  qstnCn: string;
  choices: string[];
  answerNo: string;
}
interface Draft {
  lsnNm: string;
  lrnMin: string;
  lsnKind: EduLessonKind;
  lsnCn: string;
  brcInfoNo: string;
  passPct: string;
  questions: QuestionDraft[];
}

const emptyQuestion = (): QuestionDraft => ({ qstnCn: '', choices: ['', ''], answerNo: '' });

function draftOf(l?: LessonDesk): Draft {
  return {
    lsnNm: l?.lsnNm ?? '',
    lrnMin: l ? String(l.lrnMin) : '',
    lsnKind: l?.lsnKind ?? 'TEXT',
    lsnCn: l?.lsnCn ?? '',
    brcInfoNo: l?.brcInfoNo ? String(l.brcInfoNo) : '',
    passPct: l?.passPct ? String(l.passPct) : '60',
    questions: l?.questions.length
      ? l.questions.map((q) => ({ qstnCn: q.qstnCn, choices: [...q.choices], answerNo: String(q.answerNo) }))
      : [emptyQuestion()],
  };
}

/** A number field's value as the contract reads it: empty is left out, so the contract's own message names it. */
const num = (v: string) => (v.trim() === '' ? undefined : Number(v));

/**
 * A lesson written or edited at the desk: its title and time, its kind and what the kind needs — the rich text with
 * pictures, a recorded broadcast chosen from the list, study materials uploaded here, or a short quiz (single-choice
 * questions with their right answer, a pass mark). The draft keeps what was typed through a refusal; the server's
 * Korean messages stand at their fields.
 */
export function LessonForm({
  course,
  lesson,
  onClose,
}: {
  course: CourseDeskDetail;
  lesson?: LessonDesk;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(lesson));
  const [vodQ, setVodQ] = useState('');
  const errors = useFieldErrors();
  const attached = useWriteFiles({
    initial: lesson?.atchFiles ?? [],
    max: EDU_LESSON_MAX_FILES,
    tooMany: EDU_DESK_MESSAGES.filesTooMany,
    upload: uploadMaterials,
  });
  const vods = useQuery({ ...vodChoicesQuery(vodQ), enabled: draft.lsnKind === 'VIDEO' });
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    errors.clearAll(key);
  };
  const setQuestion = (i: number, q: Partial<QuestionDraft>) =>
    set(
      'questions',
      draft.questions.map((x, j) => (j === i ? { ...x, ...q } : x)),
    );
  const save = useSaveLesson({ onDone: onClose, handleRefusal: errors.showRefusal });
  const title = lesson ? LESSON_FORM_TEXT.edit(lesson.lsnNo) : LESSON_FORM_TEXT.add;

  const submit = () => {
    errors.reset();
    const quiz = draft.lsnKind === 'QUIZ';
    void save.run({
      eduCrsId: course.eduCrsId,
      eduLsnId: lesson?.eduLsnId ?? null,
      updtDt: course.updtDt,
      lsnNm: draft.lsnNm,
      lrnMin: num(draft.lrnMin) as number,
      lsnKind: draft.lsnKind,
      lsnCn: draft.lsnCn,
      brcInfoNo: draft.lsnKind === 'VIDEO' ? (num(draft.brcInfoNo) ?? null) : null,
      atchFileIds: attached.files.map((f) => f.fileId),
      passPct: quiz ? (num(draft.passPct) ?? null) : null,
      questions: quiz
        ? draft.questions.map((q) => ({ qstnCn: q.qstnCn, choices: q.choices, answerNo: num(q.answerNo) as number }))
        : [],
    });
  };

  const vodOptions = [
    ...(lesson?.brcInfoNo && lesson.brcTit && !vods.data?.some((v) => v.brcInfoNo === lesson.brcInfoNo)
      ? [{ value: String(lesson.brcInfoNo), label: lesson.brcTit }]
      : []),
    ...(vods.data ?? []).map((v) => ({
      value: String(v.brcInfoNo),
      label: `${v.brcTit} (${v.brcYmd.slice(0, 4)}.${v.brcYmd.slice(4, 6)}.${v.brcYmd.slice(6, 8)})`,
    })),
  ];

  return (
    <section className={consoleStyles.panel} aria-labelledby="lesson-form-title">
      <h3 id="lesson-form-title">{title}</h3>
      <Form className={formStyles.form} noValidate onSubmit={submit}>
        <fieldset className={formStyles.fieldset}>
          <legend>{title}</legend>
          <TextField
            label={LESSON_FORM_TEXT.lsnNm}
            value={draft.lsnNm}
            onChange={(v) => set('lsnNm', v)}
            maxLength={200}
            errorMessage={errors.of('lsnNm')}
            isRequired
          />
          <TextField
            label={LESSON_FORM_TEXT.lrnMin}
            value={draft.lrnMin}
            onChange={(v) => set('lrnMin', v)}
            inputMode="numeric"
            maxLength={3}
            errorMessage={errors.of('lrnMin')}
            isRequired
          />
          <div className={formStyles.wide}>
            <RadioGroup
              label={LESSON_FORM_TEXT.kind}
              options={EDU_LESSON_KINDS.map((k) => ({ value: k, label: EDU_LESSON_KIND_NAMES[k] }))}
              orientation="horizontal"
              value={draft.lsnKind}
              onChange={(v) => set('lsnKind', v as EduLessonKind)}
              errorMessage={errors.of('lsnKind')}
              isRequired
            />
          </div>
          <div className={formStyles.wide}>
            <RichTextEditor
              label={draft.lsnKind === 'TEXT' ? LESSON_FORM_TEXT.body : LESSON_FORM_TEXT.intro}
              initialHtml={lesson?.lsnCn ?? ''}
              onChange={(html) => set('lsnCn', html)}
              isRequired={draft.lsnKind === 'TEXT'}
            />
            {errors.of('lsnCn') ? (
              <p role="alert" className={styles.error}>
                {errors.of('lsnCn')}
              </p>
            ) : null}
          </div>
        </fieldset>

        {draft.lsnKind === 'VIDEO' ? (
          <fieldset className={formStyles.fieldset}>
            <legend>{LESSON_FORM_TEXT.vod}</legend>
            <TextField label={LESSON_FORM_TEXT.vodSearch} value={vodQ} onChange={setVodQ} maxLength={100} />
            <Select
              label={LESSON_FORM_TEXT.vodPick}
              options={vodOptions}
              value={draft.brcInfoNo || null}
              onChange={(v) => set('brcInfoNo', v ?? '')}
              errorMessage={errors.of('brcInfoNo')}
              isRequired
            />
          </fieldset>
        ) : null}

        <fieldset className={formStyles.fieldset} aria-describedby="lesson-files-help">
          <legend>{LESSON_FORM_TEXT.files}</legend>
          <p id="lesson-files-help" className={`${consoleStyles.note} ${formStyles.wide}`} aria-live="polite">
            {attached.uploading ? LESSON_FORM_TEXT.uploading : LESSON_FORM_TEXT.filesHelp}
          </p>
          <WriteFileList files={attached} removeLabel={LESSON_FORM_TEXT.removeFile} className={formStyles.wide} />
          {errors.of('atchFileIds') ? (
            <p role="alert" className={`${styles.error} ${formStyles.wide}`}>
              {errors.of('atchFileIds')}
            </p>
          ) : null}
          <WriteFilePicker
            {...attached.picker}
            // Uploaded files answer the server's message about the files.
            onPick={async (picked) => (await attached.add(picked)) && errors.clear('atchFileIds')}
            label={LESSON_FORM_TEXT.addFiles}
            className={formStyles.wide}
          />
        </fieldset>

        {draft.lsnKind === 'QUIZ' ? (
          <fieldset className={formStyles.fieldset}>
            <legend>{LESSON_FORM_TEXT.quiz}</legend>
            <TextField
              label={LESSON_FORM_TEXT.passPct}
              value={draft.passPct}
              onChange={(v) => set('passPct', v)}
              inputMode="numeric"
              maxLength={3}
              errorMessage={errors.of('passPct')}
              isRequired
            />
            {errors.of('questions') ? (
              <p role="alert" className={`${styles.error} ${formStyles.wide}`}>
                {errors.of('questions')}
              </p>
            ) : null}
            {draft.questions.map((q, i) => {
              const n = i + 1;
              return (
                <div key={i} className={styles.question} role="group" aria-label={LESSON_FORM_TEXT.question(n)}>
                  <TextField
                    label={LESSON_FORM_TEXT.questionText(n)}
                    value={q.qstnCn}
                    onChange={(v) => setQuestion(i, { qstnCn: v })}
                    maxLength={500}
                    errorMessage={errors.of(`questions.${i}.qstnCn`)}
                    isRequired
                  />
                  {q.choices.map((c, k) => (
                    <TextField
                      key={k}
                      label={LESSON_FORM_TEXT.choice(n, k + 1)}
                      value={c}
                      onChange={(v) => setQuestion(i, { choices: q.choices.map((x, y) => (y === k ? v : x)) })}
                      maxLength={200}
                      errorMessage={errors.of(`questions.${i}.choices.${k}`)}
                      isRequired
                    />
                  ))}
                  {errors.of(`questions.${i}.choices`) ? (
                    <p role="alert" className={styles.error}>
                      {errors.of(`questions.${i}.choices`)}
                    </p>
                  ) : null}
                  <RadioGroup
                    label={LESSON_FORM_TEXT.answer(n)}
                    options={q.choices.map((_, k) => ({
                      value: String(k + 1),
                      label: LESSON_FORM_TEXT.answerOption(k + 1),
                    }))}
                    orientation="horizontal"
                    value={q.answerNo || null}
                    onChange={(v) => setQuestion(i, { answerNo: v })}
                    errorMessage={errors.of(`questions.${i}.answerNo`)}
                    isRequired
                  />
                  <div className={styles.lessonButtons}>
                    <Button
                      size="small"
                      variant="secondary"
                      isDisabled={q.choices.length >= EDU_QUIZ_MAX_CHOICES}
                      onPress={() => setQuestion(i, { choices: [...q.choices, ''] })}
                    >
                      {LESSON_FORM_TEXT.addChoice(n)}
                    </Button>
                    <Button
                      size="small"
                      variant="secondary"
                      isDisabled={q.choices.length <= EDU_QUIZ_MIN_CHOICES}
                      onPress={() =>
                        setQuestion(i, {
                          choices: q.choices.slice(0, -1),
                          answerNo: Number(q.answerNo) >= q.choices.length ? '' : q.answerNo,
                        })
                      }
                    >
                      {LESSON_FORM_TEXT.removeChoice(n)}
                    </Button>
                    <Button
                      size="small"
                      variant="secondary"
                      isDisabled={draft.questions.length <= 1}
                      onPress={() =>
                        set(
                          'questions',
                          draft.questions.filter((_, j) => j !== i),
                        )
                      }
                    >
                      {LESSON_FORM_TEXT.removeQuestion(n)}
                    </Button>
                  </div>
                </div>
              );
            })}
            <div className={formStyles.wide}>
              <Button
                variant="secondary"
                size="small"
                isDisabled={draft.questions.length >= EDU_QUIZ_MAX_QUESTIONS}
                onPress={() => set('questions', [...draft.questions, emptyQuestion()])}
              >
                {LESSON_FORM_TEXT.addQuestion}
              </Button>
            </div>
          </fieldset>
        ) : null}

        <div className={styles.actions}>
          <Button variant="secondary" onPress={onClose}>
            {LESSON_FORM_TEXT.cancel}
          </Button>
          <Button type="submit" isPending={save.isPending}>
            {LESSON_FORM_TEXT.save}
          </Button>
        </div>
      </Form>
    </section>
  );
}
