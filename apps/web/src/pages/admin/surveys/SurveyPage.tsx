import { formatYmd, ymdFromDateField } from '@onfan/contracts/time';
import type { SurveyDeskDetail, SurveyKind } from '@onfan/contracts/survey.admin';
import {
  SURVEY_DESK_MESSAGES,
  SURVEY_DESK_STATE_NAMES,
  SURVEY_KIND_NAMES,
  SURVEY_KINDS,
  SURVEY_MAX_ITEMS,
  SURVEY_MAX_QUESTS,
} from '@onfan/contracts/survey.admin';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, LinkButton } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { PageHeader } from '@/components/ui/PageHeader';
import { RadioGroup } from '@/components/ui/RadioGroup';
import { TextField } from '@/components/ui/TextField';
import { ConsoleFormActions } from '@/features/admin/components/ConsoleFormActions';
import { ConsoleRecordPage, useRecordId } from '@/features/admin/components/ConsoleRecordPage';
import consoleStyles from '@/features/admin/components/console.module.css';
import { DeskRowButton } from '@/features/admin/components/DeskRowButton';
import { useFieldErrors } from '@/features/admin/components/use-field-errors';
import {
  surveyDeskQuery,
  useCopySurvey,
  useCreateSurvey,
  usePublishSurvey,
  useUpdateSurvey,
} from '@/features/survey/survey-admin-api';
import { refusalMessage } from '@/lib/api/use-command';
import formStyles from '@/features/admin/components/console-form.module.css';
import styles from './surveys.module.css';
import { Form } from '@/components/ui/Form';

export const SURVEY_FORM_TEXT = {
  create: '설문 만들기',
  edit: '설문 수정',
  description:
    '제목, 기간, 결과 공개 여부와 문항을 정합니다. 저장한 설문은 게시하기 전까지 회원에게 보이지 않습니다. 기간은 서울 날짜로 첫날부터 마지막 날까지입니다.',
  state: (name: string, ansCnt: number) => `현재 상태: ${name} · 응답 ${ansCnt}건`,
  basics: '기본 정보',
  surveyNm: '설문 제목',
  surveyExpln: '설명',
  bgng: '시작일',
  end: '종료일',
  rsltOpenYn: '참여한 회원에게 결과 공개',
  quests: '문항',
  questsHelp: '문항은 회원에게 이 순서대로 보입니다. 위로·아래로 버튼으로 순서를 바꿉니다.',
  quest: (n: number) => `${n}번 문항`,
  questNm: (n: number) => `${n}번 문항 내용`,
  kind: (n: number) => `${n}번 문항 유형`,
  required: '필수 응답',
  item: (n: number, m: number) => `${n}번 문항 보기 ${m}`,
  addItem: '보기 추가',
  removeItem: (n: number, m: number) => `${n}번 문항 보기 ${m} 삭제`,
  up: '위로',
  down: '아래로',
  remove: '문항 삭제',
  of: (label: string, n: number) => `${n}번 문항 ${label}`,
  addQuest: '문항 추가',
  moved: (n: number) => `문항을 ${n}번으로 옮겼습니다.`,
  locked: (ansCnt: number) =>
    `응답이 ${ansCnt}건 있어 문항을 바꿀 수 없습니다. 제목, 설명, 기간, 결과 공개 여부는 고칠 수 있습니다.`,
  copy: '복사해서 새 설문 만들기',
  publish: '게시하기',
  results: '결과 보기',
  notFound: SURVEY_DESK_MESSAGES.notFound,
} as const;

interface QuestDraft {
  key: number;
  questNm: string;
  kind: SurveyKind;
  esntlYn: 'Y' | 'N';
  items: string[];
}

interface Draft {
  surveyNm: string;
  surveyExpln: string;
  surveyBgngYmd: string;
  surveyEndYmd: string;
  rsltOpenYn: 'Y' | 'N';
  quests: QuestDraft[];
}

let questKey = 0;
const newQuest = (kind: SurveyKind = 'choice'): QuestDraft => ({
  key: ++questKey,
  questNm: '',
  kind,
  esntlYn: 'Y',
  items: kind === 'choice' ? ['', ''] : [],
});

function draftOf(s?: SurveyDeskDetail): Draft {
  return {
    surveyNm: s?.surveyNm ?? '',
    surveyExpln: s?.surveyExpln ?? '',
    surveyBgngYmd: s?.surveyBgngYmd ?? '',
    surveyEndYmd: s?.surveyEndYmd ?? '',
    rsltOpenYn: s?.rsltOpenYn ?? 'N',
    quests: s
      ? s.quests.map((q) => ({
          key: ++questKey,
          questNm: q.questNm,
          kind: q.kind,
          esntlYn: q.esntlYn,
          items: q.items.map((i) => i.quesitmNm),
        }))
      : [newQuest()],
  };
}

/** The body the contract reads: the questions in the order shown, choices only for a single-choice question. */
export function bodyOf(d: Draft) {
  return {
    surveyNm: d.surveyNm,
    surveyExpln: d.surveyExpln,
    surveyBgngYmd: d.surveyBgngYmd,
    surveyEndYmd: d.surveyEndYmd,
    rsltOpenYn: d.rsltOpenYn,
    quests: d.quests.map((q) => ({
      questNm: q.questNm,
      kind: q.kind,
      esntlYn: q.esntlYn,
      items: q.kind === 'choice' ? q.items : [],
    })),
  };
}

/** `list` with the element at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

const KIND_OPTIONS = SURVEY_KINDS.map((k) => ({ value: k, label: SURVEY_KIND_NAMES[k] }));

function SurveyForm({ survey }: { survey?: SurveyDeskDetail }) {
  const navigate = useNavigate();
  // The draft keeps what was typed through a refusal: only the server's messages are added beside the fields.
  const [draft, setDraft] = useState<Draft>(() => draftOf(survey));
  const [announce, setAnnounce] = useState('');
  // Set when the server says the questions are fixed (an answer came in after this copy was read).
  const [lockedNow, setLockedNow] = useState(false);
  const questList = useRef<HTMLOListElement>(null);
  const errors = useFieldErrors();
  const err = errors.of;
  const locked = survey?.lockedYn === 'Y' || lockedNow;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    errors.clear(key);
  };
  const setQuest = (i: number, patch: Partial<QuestDraft>) => {
    setDraft((d) => ({ ...d, quests: d.quests.map((q, j) => (j === i ? { ...q, ...patch } : q)) }));
    errors.clearAll(`quests.${i}`);
  };
  const move = (from: number, to: number) => {
    setDraft((d) => ({ ...d, quests: moved(d.quests, from, to) }));
    // Messages name positions: after a move they would stand beside the wrong question.
    errors.clearAll('quests');
    setAnnounce(SURVEY_FORM_TEXT.moved(to + 1));
    // Keyboard focus follows the question to its new place (its 위로/아래로 button, or the other one at an end).
    requestAnimationFrame(() => {
      const item = questList.current?.children[to];
      const want = to < from ? SURVEY_FORM_TEXT.up : SURVEY_FORM_TEXT.down;
      const buttons = [...(item?.querySelectorAll<HTMLButtonElement>('button[data-move]') ?? [])];
      (buttons.find((b) => b.dataset.move === want && !b.disabled) ?? buttons.find((b) => !b.disabled))?.focus();
    });
  };

  const showRefusal = (error: unknown) => {
    if (refusalMessage(error) === SURVEY_DESK_MESSAGES.locked) setLockedNow(true);
    return errors.showRefusal(error);
  };
  const toRecord = (r: { surveyId: number }) => void navigate(`/admin/surveys/${r.surveyId}`);
  const create = useCreateSurvey({ onDone: toRecord, handleRefusal: showRefusal });
  const update = useUpdateSurvey({ onDone: toRecord, handleRefusal: showRefusal });
  const publish = usePublishSurvey();
  const copy = useCopySurvey({ onDone: toRecord });
  const submit = () => {
    errors.reset();
    const body = bodyOf(draft);
    if (survey) void update.run({ ...body, surveyId: survey.surveyId, updtDt: survey.updtDt });
    else void create.run(body);
  };
  const n = draft.quests.length;

  return (
    <Form className={formStyles.form} noValidate onSubmit={submit}>
      {locked && survey ? (
        <div className={styles.locked} role="status">
          <p>{SURVEY_FORM_TEXT.locked(Math.max(survey.ansCnt, 1))}</p>
          <Button
            variant="secondary"
            isPending={copy.isPending}
            onPress={() => void copy.run({ surveyId: survey.surveyId, surveyNm: survey.surveyNm })}
          >
            {SURVEY_FORM_TEXT.copy}
          </Button>
        </div>
      ) : null}
      <fieldset className={formStyles.fieldset}>
        <legend>{SURVEY_FORM_TEXT.basics}</legend>
        <TextField
          className={formStyles.wide}
          label={SURVEY_FORM_TEXT.surveyNm}
          value={draft.surveyNm}
          onChange={(v) => set('surveyNm', v)}
          errorMessage={err('surveyNm')}
          maxLength={200}
          isRequired
        />
        <TextField
          className={formStyles.wide}
          label={SURVEY_FORM_TEXT.surveyExpln}
          value={draft.surveyExpln}
          onChange={(v) => set('surveyExpln', v)}
          errorMessage={err('surveyExpln')}
          maxLength={2000}
          multiline
          rows={3}
        />
        <TextField
          label={SURVEY_FORM_TEXT.bgng}
          type="date"
          value={formatYmd(draft.surveyBgngYmd, '-')}
          onChange={(v) => set('surveyBgngYmd', ymdFromDateField(v))}
          errorMessage={err('surveyBgngYmd')}
          isRequired
        />
        <TextField
          label={SURVEY_FORM_TEXT.end}
          type="date"
          value={formatYmd(draft.surveyEndYmd, '-')}
          onChange={(v) => set('surveyEndYmd', ymdFromDateField(v))}
          errorMessage={err('surveyEndYmd')}
          isRequired
        />
        <div className={formStyles.wide}>
          <Checkbox isSelected={draft.rsltOpenYn === 'Y'} onChange={(on) => set('rsltOpenYn', on ? 'Y' : 'N')}>
            {SURVEY_FORM_TEXT.rsltOpenYn}
          </Checkbox>
        </div>
      </fieldset>
      <fieldset className={formStyles.fieldset}>
        <legend>{SURVEY_FORM_TEXT.quests}</legend>
        <p className={`${consoleStyles.note} ${formStyles.wide}`}>{SURVEY_FORM_TEXT.questsHelp}</p>
        {err('quests') ? (
          <p className={`${styles.error} ${formStyles.wide}`} role="alert">
            {err('quests')}
          </p>
        ) : null}
        <p className="sr-only" aria-live="polite">
          {announce}
        </p>
        <ol className={`${styles.quests} ${formStyles.wide}`} ref={questList}>
          {draft.quests.map((q, i) => {
            const no = i + 1;
            return (
              <li key={q.key} className={styles.quest}>
                <h2 className={styles.questTitle}>{SURVEY_FORM_TEXT.quest(no)}</h2>
                <TextField
                  label={SURVEY_FORM_TEXT.questNm(no)}
                  value={q.questNm}
                  onChange={(v) => setQuest(i, { questNm: v })}
                  errorMessage={err(`quests.${i}.questNm`)}
                  maxLength={300}
                  isRequired
                  isDisabled={locked}
                />
                <RadioGroup
                  label={SURVEY_FORM_TEXT.kind(no)}
                  options={KIND_OPTIONS}
                  orientation="horizontal"
                  value={q.kind}
                  onChange={(v) => {
                    const kind = v as SurveyKind;
                    setQuest(i, { kind, items: kind === 'choice' && q.items.length < 2 ? ['', ''] : q.items });
                  }}
                  errorMessage={err(`quests.${i}.kind`)}
                  isRequired
                  isDisabled={locked}
                />
                <Checkbox
                  isSelected={q.esntlYn === 'Y'}
                  onChange={(on) => setQuest(i, { esntlYn: on ? 'Y' : 'N' })}
                  isDisabled={locked}
                >
                  {SURVEY_FORM_TEXT.required}
                </Checkbox>
                {q.kind === 'choice' ? (
                  <div className={styles.items}>
                    {q.items.map((item, m) => (
                      <div key={m} className={styles.item}>
                        <TextField
                          label={SURVEY_FORM_TEXT.item(no, m + 1)}
                          value={item}
                          onChange={(v) => setQuest(i, { items: q.items.map((x, k) => (k === m ? v : x)) })}
                          errorMessage={err(`quests.${i}.items.${m}`)}
                          maxLength={200}
                          isRequired
                          isDisabled={locked}
                        />
                        <Button
                          size="small"
                          variant="text"
                          isDisabled={locked || q.items.length <= 2}
                          onPress={() => setQuest(i, { items: q.items.filter((_, k) => k !== m) })}
                        >
                          {SURVEY_FORM_TEXT.removeItem(no, m + 1)}
                        </Button>
                      </div>
                    ))}
                    {err(`quests.${i}.items`) ? (
                      <p className={styles.error} role="alert">
                        {err(`quests.${i}.items`)}
                      </p>
                    ) : null}
                    <DeskRowButton
                      label={SURVEY_FORM_TEXT.addItem}
                      of={SURVEY_FORM_TEXT.quest(no)}
                      variant="secondary"
                      isDisabled={locked || q.items.length >= SURVEY_MAX_ITEMS}
                      onPress={() => setQuest(i, { items: [...q.items, ''] })}
                    />
                  </div>
                ) : null}
                <div className={styles.questActions}>
                  <Button
                    size="small"
                    variant="secondary"
                    data-move={SURVEY_FORM_TEXT.up}
                    isDisabled={locked || i === 0}
                    onPress={() => move(i, i - 1)}
                  >
                    {SURVEY_FORM_TEXT.up}
                    <span className="sr-only"> ({SURVEY_FORM_TEXT.of(SURVEY_FORM_TEXT.up, no)})</span>
                  </Button>
                  <Button
                    size="small"
                    variant="secondary"
                    data-move={SURVEY_FORM_TEXT.down}
                    isDisabled={locked || i === n - 1}
                    onPress={() => move(i, i + 1)}
                  >
                    {SURVEY_FORM_TEXT.down}
                    <span className="sr-only"> ({SURVEY_FORM_TEXT.of(SURVEY_FORM_TEXT.down, no)})</span>
                  </Button>
                  <DeskRowButton
                    label={SURVEY_FORM_TEXT.remove}
                    of={SURVEY_FORM_TEXT.quest(no)}
                    variant="text"
                    isDisabled={locked || n <= 1}
                    onPress={() => {
                      setDraft((d) => ({ ...d, quests: d.quests.filter((_, j) => j !== i) }));
                      errors.clearAll('quests');
                    }}
                  />
                </div>
              </li>
            );
          })}
        </ol>
        <div className={formStyles.wide}>
          <Button
            variant="secondary"
            isDisabled={locked || n >= SURVEY_MAX_QUESTS}
            onPress={() => {
              setDraft((d) => ({ ...d, quests: [...d.quests, newQuest()] }));
              errors.clear('quests');
            }}
          >
            {SURVEY_FORM_TEXT.addQuest}
          </Button>
        </div>
      </fieldset>
      {survey ? (
        <div className={styles.extra}>
          {survey.state === 'DRAFT' ? (
            <Button
              variant="secondary"
              isPending={publish.isPending}
              onPress={() =>
                void publish.run({ surveyId: survey.surveyId, surveyNm: survey.surveyNm, updtDt: survey.updtDt })
              }
            >
              {SURVEY_FORM_TEXT.publish}
            </Button>
          ) : null}
          {!locked ? (
            <Button
              variant="secondary"
              isPending={copy.isPending}
              onPress={() => void copy.run({ surveyId: survey.surveyId, surveyNm: survey.surveyNm })}
            >
              {SURVEY_FORM_TEXT.copy}
            </Button>
          ) : null}
          <LinkButton href={`/admin/surveys/${survey.surveyId}/results`} variant="secondary">
            {SURVEY_FORM_TEXT.results}
          </LinkButton>
        </div>
      ) : null}
      <ConsoleFormActions
        listHref="/admin/surveys"
        editing={Boolean(survey)}
        isSaving={create.isPending || update.isPending}
      />
    </Form>
  );
}

/**
 * admin/surveys/new and admin/surveys/:surveyId (콘텐츠 담당, 시스템 관리자): write a survey of the three question
 * kinds, order its questions, publish it; a survey with answers keeps its questions and offers a copy instead.
 */
export default function SurveyPage() {
  const recordId = useRecordId('surveyId');
  const survey = useQuery({ ...surveyDeskQuery(recordId.id), enabled: recordId.editing });
  return (
    <ConsoleRecordPage
      title={SURVEY_FORM_TEXT}
      notFound={SURVEY_FORM_TEXT.notFound}
      recordId={recordId}
      record={survey}
    >
      {(detail, title) => (
        <>
          <PageHeader
            title={title}
            description={
              detail
                ? `${SURVEY_FORM_TEXT.state(SURVEY_DESK_STATE_NAMES[detail.state], detail.ansCnt)} ${SURVEY_FORM_TEXT.description}`
                : SURVEY_FORM_TEXT.description
            }
          />
          <SurveyForm key={detail?.updtDt ?? 'new'} {...(detail ? { survey: detail } : {})} />
        </>
      )}
    </ConsoleRecordPage>
  );
}
