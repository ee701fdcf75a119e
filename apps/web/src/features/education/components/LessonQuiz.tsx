import type { Lesson } from '@onfan/contracts/education';
import { formatDate } from '@onfan/contracts/time';
import { useState } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { RadioGroup } from '@/components/ui/RadioGroup';
import { useQuizSubmit } from '../education-api';
import list from '@/components/ui/ListPage.module.css';
import styles from './Education.module.css';
import { Form } from '@/components/ui/Form';

export const LESSON_QUIZ_TEXT = {
  title: '확인 퀴즈',
  help: (pass: number, n: number) =>
    `${n}문항 중 ${pass}점(100점 만점) 이상이면 합격입니다. 합격하면 이 차시가 완료되고, 떨어져도 다시 풀 수 있습니다.`,
  question: (no: number) => `${no}번 문항`,
  submit: '답안 제출',
  unanswered: (nos: number[]) => `${nos.join(', ')}번 문항에 답해 주세요.`,
  attempts: '응시 기록',
  attempt: (score: number, crct: number, n: number) => `${score}점 (${n}문항 중 ${crct}문항 정답)`,
  passed: '합격',
  failed: '불합격',
  passedAlready: '이미 합격한 퀴즈입니다. 다시 풀어도 완료 상태는 그대로입니다.',
} as const;

type Quiz = NonNullable<Lesson['quiz']>;

/**
 * A quiz lesson in the lesson player: single-choice questions as radio groups (the keyboard is the browser's), the
 * answers sent to the server, which grades them (the page never has the answers) and says pass or fail in Korean;
 * the member's attempts listed, newest first.
 */
export function LessonQuiz({ eduCrsId, eduLsnId, quiz }: { eduCrsId: number; eduLsnId: number; quiz: Quiz }) {
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [missing, setMissing] = useState<number[]>([]);
  const submit = useQuizSubmit(eduCrsId, eduLsnId);
  const send = () => {
    const nos = quiz.questions.filter((q) => !answers[q.qstnNo]).map((q) => q.qstnNo);
    setMissing(nos);
    if (nos.length) return;
    void submit.run(quiz.questions.map((q) => Number(answers[q.qstnNo])));
  };
  return (
    <section className={styles.lessonFiles} aria-labelledby="lesson-quiz-title">
      <h3 id="lesson-quiz-title" className={styles.lessonSubTitle}>
        {LESSON_QUIZ_TEXT.title}
      </h3>
      <p className={list.meta}>{LESSON_QUIZ_TEXT.help(quiz.passPct, quiz.questions.length)}</p>
      {quiz.passedYn === 'Y' ? <p>{LESSON_QUIZ_TEXT.passedAlready}</p> : null}
      <Form noValidate onSubmit={send}>
        {quiz.questions.map((q) => (
          <RadioGroup
            key={q.qstnNo}
            label={`${LESSON_QUIZ_TEXT.question(q.qstnNo)}. ${q.qstnCn}`}
            options={q.choices.map((c, i) => ({ value: String(i + 1), label: `${i + 1}) ${c}` }))}
            value={answers[q.qstnNo] ?? null}
            onChange={(v) => {
              setAnswers((a) => ({ ...a, [q.qstnNo]: v }));
              setMissing((m) => m.filter((n) => n !== q.qstnNo));
            }}
            errorMessage={missing.includes(q.qstnNo) ? LESSON_QUIZ_TEXT.unanswered([q.qstnNo]) : null}
            isRequired
          />
        ))}
        {missing.length ? <p role="alert">{LESSON_QUIZ_TEXT.unanswered(missing)}</p> : null}
        <div className={styles.actions}>
          <Button type="submit" isPending={submit.isPending}>
            {LESSON_QUIZ_TEXT.submit}
          </Button>
        </div>
      </Form>
      {quiz.attempts.length ? (
        <>
          <h4 className={styles.lessonSubTitle}>{LESSON_QUIZ_TEXT.attempts}</h4>
          <ol>
            {quiz.attempts.map((a) => (
              <li key={a.regDt + a.scorePct}>
                {formatDate(a.regDt, 'yyyy.MM.dd HH:mm')} · {LESSON_QUIZ_TEXT.attempt(a.scorePct, a.crctCnt, a.qstnCnt)}{' '}
                <Badge variant={a.passYn === 'Y' ? 'success' : 'danger'}>
                  {a.passYn === 'Y' ? LESSON_QUIZ_TEXT.passed : LESSON_QUIZ_TEXT.failed}
                </Badge>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
