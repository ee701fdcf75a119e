import type { DiagnosisQuestion } from '@onfan/contracts/diagnosis';
import {
  CUSTOM_SOURCE,
  DIAGNOSIS_DIMENSIONS,
  DIAGNOSIS_MAX_CHOICES,
  DIAGNOSIS_MAX_QUESTIONS,
  DIAGNOSIS_POINTS_MAX,
  DIAGNOSIS_SOURCES,
  DIAGNOSIS_WEIGHT_MAX,
  DIAGNOSIS_WEIGHT_MIN,
} from '@onfan/contracts/diagnosis';
import type { DiagnosisVersionDetail } from '@onfan/contracts/diagnosis.admin';
import { DIAGNOSIS_DESK_MESSAGES, DIAGNOSIS_VERSION_STATE_NAMES } from '@onfan/contracts/diagnosis.admin';
import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, LinkButton } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { RadioGroup } from '@/components/ui/RadioGroup';
import { TextField } from '@/components/ui/TextField';
import { ConsoleRecordPage, useRecordId } from '@/features/admin/components/ConsoleRecordPage';
import consoleStyles from '@/features/admin/components/console.module.css';
import { DeskRowButton } from '@/features/admin/components/DeskRowButton';
import { useFieldErrors } from '@/features/admin/components/use-field-errors';
import {
  diagnosisVersionQuery,
  useCreateDiagnosisVersion,
  usePublishDiagnosisVersion,
  useUpdateDiagnosisVersion,
} from '@/features/diagnosis/diagnosis-admin-api';
import styles from './diagnosis-admin.module.css';
import type { QuestionDraft } from './version-draft';
import { bodyOf, draftOf, moved, newChoice, newQuestion, weightShares } from './version-draft';

export const VERSION_TEXT = {
  title: (verNm: string) => (verNm ? `자가진단 문항 ${verNm}` : '자가진단 문항 판'),
  notFound: DIAGNOSIS_DESK_MESSAGES.notFound,
  state: (d: DiagnosisVersionDetail) =>
    `${DIAGNOSIS_VERSION_STATE_NAMES[d.state]}${d.current ? ' · 지금 사용 중' : ''}${
      d.pblsDt ? ` · 게시 ${formatDate(d.pblsDt, 'yyyy.MM.dd HH:mm')}` : ''
    } · 채점한 결과 ${d.resultCnt}건`,
  draftHelp: `문항, 영역, 가중치(${DIAGNOSIS_WEIGHT_MIN}~${DIAGNOSIS_WEIGHT_MAX}의 정수), 보기의 점수(0~${DIAGNOSIS_POINTS_MAX}의 정수)를 고칩니다. 영역 점수는 그 영역 문항 점수를 가중치로 평균한 값이며, 다섯 영역마다 문항이 하나 이상 있어야 합니다. 기본 문항은 진단 단계에서 묻는 답을 읽으므로 보기는 고정이고 점수만 고칠 수 있습니다. 새로 추가한 문항은 자가진단 3단계(추가 정보)에서 묻습니다.`,
  publishedHelp: '게시한 판은 바꿀 수 없습니다. 문항이나 가중치를 바꾸려면 목록에서 새 판을 만들어 고친 뒤 게시하세요.',
  questions: '문항',
  question: (n: number) => `${n}번 문항`,
  text: (n: number) => `${n}번 문항 내용`,
  dimension: (n: number) => `${n}번 문항 영역`,
  weight: (n: number) => `${n}번 문항 가중치`,
  share: (p: number) => `영역 안 비중 약 ${p}%`,
  reads: (name: string) => `진단에서 읽는 답: ${name} (보기는 고정)`,
  own: '이 판에서 새로 묻는 문항',
  choice: (n: number, m: number) => `${n}번 문항 보기 ${m}`,
  points: (n: number, m: number) => `${n}번 문항 보기 ${m} 점수`,
  fixedPoints: (n: number, label: string) => `${n}번 문항 '${label}' 점수`,
  addChoice: '보기 추가',
  removeChoice: (n: number, m: number) => `${n}번 문항 보기 ${m} 삭제`,
  up: '위로',
  down: '아래로',
  remove: '문항 삭제',
  of: (label: string, n: number) => `${n}번 문항 ${label}`,
  addQuestion: '문항 추가',
  moved: (n: number) => `문항을 ${n}번으로 옮겼습니다.`,
  save: '저장',
  publish: '게시하기',
  list: '목록으로',
  create: '새 판 만들기',
  readChoices: '보기와 점수',
  readWeight: (w: number) => `가중치 ${w}`,
} as const;

const DIMENSION_OPTIONS = DIAGNOSIS_DIMENSIONS.map((d) => ({ value: d.code, label: d.name }));
const dimensionName = (code: string) => DIAGNOSIS_DIMENSIONS.find((d) => d.code === code)?.name ?? '';

/** A published version: its questions as they are, by order, with area, weight, choices and points. */
function PublishedQuestions({ questions }: { questions: readonly DiagnosisQuestion[] }) {
  return (
    <ol className={styles.questions}>
      {questions.map((q, i) => (
        <li key={q.key} className={styles.question}>
          <h2 className={styles.questionTitle}>
            {VERSION_TEXT.question(i + 1)} · {dimensionName(q.dimension)} · {VERSION_TEXT.readWeight(q.weight)}
          </h2>
          <p className={styles.text}>{q.text}</p>
          <p className={consoleStyles.note}>
            {q.source === CUSTOM_SOURCE ? VERSION_TEXT.own : VERSION_TEXT.reads(DIAGNOSIS_SOURCES[q.source].name)}
          </p>
          <ul className={styles.readChoices} aria-label={`${VERSION_TEXT.question(i + 1)} ${VERSION_TEXT.readChoices}`}>
            {q.choices.map((c) => (
              <li key={c.code}>
                {c.label}: {c.points}점
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

function DraftEditor({ version }: { version: DiagnosisVersionDetail }) {
  const navigate = useNavigate();
  // The draft keeps what was typed through a refusal: only the server's messages are added beside the fields.
  const [questions, setQuestions] = useState<QuestionDraft[]>(() => draftOf(version.questions));
  const [announce, setAnnounce] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const errors = useFieldErrors();
  const err = errors.of;
  const shares = weightShares(questions);
  const setQuestion = (i: number, patch: Partial<QuestionDraft>, field?: string) => {
    setQuestions((qs) => qs.map((q, j) => (j === i ? { ...q, ...patch } : q)));
    if (field) errors.clearAll(`questions.${i}.${field}`);
    errors.clear('questions');
  };
  const move = (from: number, to: number) => {
    setQuestions((qs) => moved(qs, from, to));
    // Messages name positions: after a move they would stand beside the wrong question.
    errors.clearAll('questions');
    setAnnounce(VERSION_TEXT.moved(to + 1));
    requestAnimationFrame(() => {
      const item = list.current?.children[to];
      const want = to < from ? VERSION_TEXT.up : VERSION_TEXT.down;
      const buttons = [...(item?.querySelectorAll<HTMLButtonElement>('button[data-move]') ?? [])];
      (buttons.find((b) => b.dataset.move === want && !b.disabled) ?? buttons.find((b) => !b.disabled))?.focus();
    });
  };
  const update = useUpdateDiagnosisVersion({
    handleRefusal: errors.showRefusal,
    onDone: (r) => void navigate(`/admin/diagnosis/${r.verNo}`),
  });
  const publish = usePublishDiagnosisVersion();
  const n = questions.length;
  return (
    <form
      method="post"
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        errors.reset();
        void update.run({ verNo: version.verNo, updtDt: version.updtDt, questions: bodyOf(questions) as never });
      }}
    >
      <p className={consoleStyles.note}>{VERSION_TEXT.draftHelp}</p>
      {err('questions') ? (
        <p className={styles.error} role="alert">
          {err('questions')}
        </p>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
      <ol className={styles.questions} ref={list}>
        {questions.map((q, i) => {
          const no = i + 1;
          const own = q.source === CUSTOM_SOURCE;
          const share = shares.get(q.id);
          return (
            <li key={q.id} className={styles.question}>
              <h2 className={styles.questionTitle}>
                {VERSION_TEXT.question(no)}
                {q.dimension ? ` · ${dimensionName(q.dimension)}` : ''}
              </h2>
              <p className={consoleStyles.note}>
                {q.source === CUSTOM_SOURCE ? VERSION_TEXT.own : VERSION_TEXT.reads(DIAGNOSIS_SOURCES[q.source].name)}
              </p>
              <TextField
                label={VERSION_TEXT.text(no)}
                value={q.text}
                onChange={(v) => setQuestion(i, { text: v }, 'text')}
                errorMessage={err(`questions.${i}.text`)}
                maxLength={300}
                isRequired
              />
              <RadioGroup
                label={VERSION_TEXT.dimension(no)}
                options={DIMENSION_OPTIONS}
                orientation="horizontal"
                value={q.dimension || null}
                onChange={(v) => setQuestion(i, { dimension: v }, 'dimension')}
                errorMessage={err(`questions.${i}.dimension`)}
                isRequired
              />
              <TextField
                className={styles.number}
                label={VERSION_TEXT.weight(no)}
                description={`${DIAGNOSIS_WEIGHT_MIN}~${DIAGNOSIS_WEIGHT_MAX}${share ? ` · ${VERSION_TEXT.share(share)}` : ''}`}
                inputMode="numeric"
                value={q.weight}
                onChange={(v) => setQuestion(i, { weight: v }, 'weight')}
                errorMessage={err(`questions.${i}.weight`)}
                maxLength={3}
                isRequired
              />
              <div className={own ? styles.choices : styles.fixedChoices}>
                {q.choices.map((c, m) => (
                  <div key={c.id} className={styles.choice}>
                    {own ? (
                      <TextField
                        label={VERSION_TEXT.choice(no, m + 1)}
                        value={c.label}
                        onChange={(v) =>
                          setQuestion(
                            i,
                            { choices: q.choices.map((x, k) => (k === m ? { ...x, label: v } : x)) },
                            `choices.${m}.label`,
                          )
                        }
                        errorMessage={err(`questions.${i}.choices.${m}.label`)}
                        maxLength={100}
                        isRequired
                      />
                    ) : null}
                    <TextField
                      className={styles.number}
                      label={own ? VERSION_TEXT.points(no, m + 1) : VERSION_TEXT.fixedPoints(no, c.label)}
                      description={`0~${DIAGNOSIS_POINTS_MAX}`}
                      inputMode="numeric"
                      value={c.points}
                      onChange={(v) =>
                        setQuestion(
                          i,
                          { choices: q.choices.map((x, k) => (k === m ? { ...x, points: v } : x)) },
                          `choices.${m}.points`,
                        )
                      }
                      errorMessage={err(`questions.${i}.choices.${m}.points`)}
                      maxLength={3}
                      isRequired
                    />
                    {own ? (
                      <Button
                        size="small"
                        variant="text"
                        isDisabled={q.choices.length <= 2}
                        onPress={() => setQuestion(i, { choices: q.choices.filter((_, k) => k !== m) }, 'choices')}
                      >
                        {VERSION_TEXT.removeChoice(no, m + 1)}
                      </Button>
                    ) : null}
                  </div>
                ))}
                {err(`questions.${i}.choices`) ? (
                  <p className={styles.error} role="alert">
                    {err(`questions.${i}.choices`)}
                  </p>
                ) : null}
                {own ? (
                  <DeskRowButton
                    label={VERSION_TEXT.addChoice}
                    of={VERSION_TEXT.question(no)}
                    variant="secondary"
                    isDisabled={q.choices.length >= DIAGNOSIS_MAX_CHOICES}
                    onPress={() => setQuestion(i, { choices: [...q.choices, newChoice()] }, 'choices')}
                  />
                ) : null}
              </div>
              <div className={styles.questionActions}>
                <Button
                  size="small"
                  variant="secondary"
                  data-move={VERSION_TEXT.up}
                  isDisabled={i === 0}
                  onPress={() => move(i, i - 1)}
                >
                  {VERSION_TEXT.up}
                  <span className="sr-only"> ({VERSION_TEXT.of(VERSION_TEXT.up, no)})</span>
                </Button>
                <Button
                  size="small"
                  variant="secondary"
                  data-move={VERSION_TEXT.down}
                  isDisabled={i === n - 1}
                  onPress={() => move(i, i + 1)}
                >
                  {VERSION_TEXT.down}
                  <span className="sr-only"> ({VERSION_TEXT.of(VERSION_TEXT.down, no)})</span>
                </Button>
                <DeskRowButton
                  label={VERSION_TEXT.remove}
                  of={VERSION_TEXT.question(no)}
                  variant="text"
                  isDisabled={n <= 1}
                  onPress={() => {
                    setQuestions((qs) => qs.filter((_, j) => j !== i));
                    errors.clearAll('questions');
                  }}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          variant="secondary"
          isDisabled={n >= DIAGNOSIS_MAX_QUESTIONS}
          onPress={() => {
            setQuestions((qs) => [...qs, newQuestion()]);
            errors.clear('questions');
          }}
        >
          {VERSION_TEXT.addQuestion}
        </Button>
      </div>
      <div className={consoleStyles.actions}>
        <LinkButton href="/admin/diagnosis" variant="secondary">
          {VERSION_TEXT.list}
        </LinkButton>
        <Button
          variant="secondary"
          isPending={publish.isPending}
          onPress={() => void publish.run({ verNo: version.verNo, verNm: version.verNm, updtDt: version.updtDt })}
        >
          {VERSION_TEXT.publish}
        </Button>
        <Button type="submit" isPending={update.isPending}>
          {VERSION_TEXT.save}
        </Button>
      </div>
    </form>
  );
}

/**
 * admin/diagnosis/:verNo (콘텐츠 담당, 시스템 관리자): a draft's questions, areas, weights, choices and points edited
 * (added, removed, reordered by 위로/아래로) and published; a published version read as it is.
 */
export default function DiagnosisVersionPage() {
  const navigate = useNavigate();
  const recordId = useRecordId('verNo');
  const version = useQuery({ ...diagnosisVersionQuery(recordId.id), enabled: recordId.editing });
  const create = useCreateDiagnosisVersion({ onDone: (r) => void navigate(`/admin/diagnosis/${r.verNo}`) });
  return (
    <ConsoleRecordPage
      title={VERSION_TEXT.title('')}
      notFound={VERSION_TEXT.notFound}
      recordId={recordId}
      record={version}
    >
      {(detail) =>
        detail ? (
          <>
            <PageHeader title={VERSION_TEXT.title(detail.verNm)} description={VERSION_TEXT.state(detail)} />
            {detail.state === 'DRAFT' ? (
              <DraftEditor key={detail.updtDt} version={detail} />
            ) : (
              <>
                <p className={consoleStyles.note}>{VERSION_TEXT.publishedHelp}</p>
                <PublishedQuestions questions={detail.questions} />
                <div className={consoleStyles.actions}>
                  <LinkButton href="/admin/diagnosis" variant="secondary">
                    {VERSION_TEXT.list}
                  </LinkButton>
                  {detail.current ? (
                    <Button isPending={create.isPending} onPress={() => void create.run()}>
                      {VERSION_TEXT.create}
                    </Button>
                  ) : null}
                </div>
              </>
            )}
          </>
        ) : null
      }
    </ConsoleRecordPage>
  );
}
