import type { DiagnosisAnswers } from '@onfan/contracts/diagnosis';
import { DIAGNOSIS_STEPS, diagnosisAnswersSchema } from '@onfan/contracts/diagnosis';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { modal } from '@/lib/modal/modal-service';
import { currentVersionQuery, DIAGNOSIS_PATHS, useDiagnosisCheck } from '../diagnosis-api';
import { type DiagnosisDraft, loadDraft, saveDraft, saveResult } from '../diagnosis-store';
import { type AdditionalAnswers, AdditionalStep, BasicStep, ManagementStep } from './DiagnosisSteps';
import { StepIndicator } from './StepIndicator';
import list from '@/components/ui/ListPage.module.css';
import styles from './Diagnosis.module.css';

/**
 * The four-step self-diagnosis (basic, management, additional information, result). What was entered is kept in the
 * tab's sessionStorage at every step change, so going back (or reloading) finds it; the last step sends all answers
 * to `diagn/self/check` and moves to the result page.
 */
export function DiagnosisWizard() {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<DiagnosisDraft>(() => loadDraft());
  const step = Math.min(Math.max(Math.trunc(draft.step), 0), 2);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  // A keyboard or screen-reader user lands on the new step's heading, not at the bottom of the page.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, [step]);
  const update = (patch: Partial<DiagnosisDraft>) =>
    setDraft((d) => {
      const next = { ...d, ...patch };
      saveDraft(next);
      return next;
    });
  const version = useQuery(currentVersionQuery());
  const check = useDiagnosisCheck({
    onDone: async (result) => {
      saveResult(result);
      await navigate(DIAGNOSIS_PATHS.result);
    },
  });

  const submit = async ({ custom, ...additional }: AdditionalAnswers) => {
    const next = { ...draft, additional, custom };
    update({ additional, custom });
    const parsed = diagnosisAnswersSchema.safeParse(next);
    if (!parsed.success) {
      // A step kept in an older tab may miss an answer: show what is missing and go back to the first step.
      modal.formCheck([...new Set(parsed.error.issues.map((i) => i.message))]);
      update({ step: 0 });
      return;
    }
    await check.run(parsed.data satisfies DiagnosisAnswers);
  };

  const current = DIAGNOSIS_STEPS[step]!;
  return (
    <div className={list.wrap}>
      <PageHeader
        title="자가진단"
        description="세 단계의 질문에 답하면 우리 가게의 현재 수준과 도움이 될 지원을 알려 드립니다."
      />
      <StepIndicator current={step} />
      <section className={styles.panel} aria-labelledby="diagnosis-step-title">
        <h2 id="diagnosis-step-title" ref={heading} tabIndex={-1} className={styles.stepTitle}>
          {step + 1}단계 {current.name}
          <span className={styles.stepCount}> ({step + 1}/3)</span>
        </h2>
        {step === 0 ? (
          <BasicStep key="basic" initial={draft.basic} onNext={(basic) => update({ basic, step: 1 })} />
        ) : null}
        {step === 1 ? (
          <ManagementStep
            key="management"
            initial={draft.management}
            onNext={(management) => update({ management, step: 2 })}
            onBack={(management) => update({ ...(management ? { management } : {}), step: 0 })}
          />
        ) : null}
        {step === 2 && !version.data ? <Spinner /> : null}
        {step === 2 && version.data ? (
          <AdditionalStep
            key={`additional-${version.data.verNo}`}
            initial={draft.additional}
            initialCustom={draft.custom}
            customQuestions={version.data.customQuestions}
            isPending={check.isPending}
            onSubmit={(answers) => void submit(answers)}
            onBack={(additional, custom) =>
              update({ ...(additional ? { additional } : {}), ...(custom ? { custom } : {}), step: 1 })
            }
          />
        ) : null}
      </section>
    </div>
  );
}
