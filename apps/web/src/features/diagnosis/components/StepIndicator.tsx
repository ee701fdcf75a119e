import { DIAGNOSIS_STEPS } from '@onfan/contracts/diagnosis';
import { cx } from '@/components/ui/class-names';
import styles from './Diagnosis.module.css';

/** The wizard's four steps in order; the ones before `current` are complete, `current` is the one shown. */
export function StepIndicator({ current }: { current: number }) {
  return (
    <nav aria-label="자가진단 단계">
      <ol className={styles.steps}>
        {DIAGNOSIS_STEPS.map((s, i) => {
          const state = i < current ? 'complete' : i === current ? 'current' : 'upcoming';
          return (
            <li
              key={s.code}
              className={cx(styles.step, styles[state])}
              aria-current={state === 'current' ? 'step' : undefined}
              data-state={state}
            >
              <span className={styles.stepNo} aria-hidden="true">
                {state === 'complete' ? '✓' : i + 1}
              </span>
              <span className={styles.stepName}>
                <span className="sr-only">{i + 1}단계 </span>
                {s.name}
                {state === 'complete' ? <span className="sr-only"> (완료)</span> : null}
                {state === 'current' ? <span className="sr-only"> (현재 단계)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
