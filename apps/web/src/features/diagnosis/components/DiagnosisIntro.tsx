import { publicPageDescription } from '@onfan/contracts/page-meta';
import { DIAGNOSIS_DIMENSIONS, DIAGNOSIS_STEPS } from '@onfan/contracts/diagnosis';
import { useNavigate } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { Button, LinkButton } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { DIAGNOSIS_PATHS } from '../diagnosis-api';
import { clearDraft, loadDraft } from '../diagnosis-store';
import list from '@/components/ui/ListPage.module.css';
import styles from './Diagnosis.module.css';

/** What the 'AI 베타' badge stands for, said wherever the badge is shown. */
export const HONEST_NOTE =
  '결과는 학습된 인공지능 모델이 아니라, 공개된 규칙에 따라 답변을 점수로 바꾸는 규칙 기반 계산입니다. 같은 답변에는 언제나 같은 결과가 나옵니다.';

export function AiBetaBadge() {
  return (
    <Badge variant="point" appearance="filled">
      AI 베타
    </Badge>
  );
}

/** The self-diagnosis intro: what it is, how the result is computed, and the start button. */
export function DiagnosisIntro() {
  const navigate = useNavigate();
  const draft = loadDraft();
  const started = draft.basic !== undefined;
  const restart = async () => {
    clearDraft();
    await navigate(DIAGNOSIS_PATHS.input);
  };
  return (
    <div className={list.wrap}>
      <PageHeader
        title={
          <span className={styles.titleWithBadge}>
            자가진단 <AiBetaBadge />
          </span>
        }
        description={publicPageDescription('/self-diagnosis')}
      />
      <section className={styles.panel} aria-labelledby="diagnosis-what">
        <h2 id="diagnosis-what" className={styles.sectionTitle}>
          이렇게 진행됩니다
        </h2>
        <ol className={styles.introSteps}>
          {DIAGNOSIS_STEPS.map((s, i) => (
            <li key={s.code}>
              <strong>
                {i + 1}. {s.name}
              </strong>
              <span>
                {
                  [
                    '성별·연령대, 사업장 지역, 업종',
                    '업력·종사자·매출, 판매 채널, 필요한 지원, 스스로 평가하는 5개 문항',
                    'SNS·라이브커머스·수출 경험, 입점 마켓, 진출 희망 국가',
                    '영역별 점수와 강점·보완 영역, 지금 신청할 수 있는 지원사업 추천',
                  ][i]
                }
              </span>
            </li>
          ))}
        </ol>
      </section>
      <section className={styles.panel} aria-labelledby="diagnosis-how">
        <h2 id="diagnosis-how" className={styles.sectionTitle}>
          결과는 이렇게 계산합니다
        </h2>
        <p className={styles.honest}>
          <AiBetaBadge /> <span>{HONEST_NOTE}</span>
        </p>
        <ul className={styles.dimensionList}>
          {DIAGNOSIS_DIMENSIONS.map((d) => (
            <li key={d.code}>
              <strong>{d.name}</strong> {d.description}
            </li>
          ))}
        </ul>
        <p className={styles.note}>
          영역마다 0~100점이며, 스스로 평가한 점수(1~5점)가 절반 이상을 차지하고 판매 채널, 입점 마켓, 업력·매출 같은
          답변이 나머지를 채웁니다. 60점 이상인 영역은 강점, 60점 미만은 보완 영역으로 보여 드리고, 필요한 지원과 보완
          영역에 맞는 지금 모집 중인 지원사업을 추천합니다. 로그인한 회원의 결과는 마이페이지 자가진단 이력에 저장되어
          변화를 비교할 수 있습니다.
        </p>
      </section>
      <div className={styles.stepActions}>
        {started ? (
          <>
            <Button variant="secondary" size="large" onPress={() => void restart()}>
              처음부터 다시 하기
            </Button>
            <LinkButton href={DIAGNOSIS_PATHS.input} size="large">
              이어서 진단하기
            </LinkButton>
          </>
        ) : (
          <LinkButton href={DIAGNOSIS_PATHS.input} size="large">
            자가진단 시작하기
          </LinkButton>
        )}
      </div>
    </div>
  );
}
