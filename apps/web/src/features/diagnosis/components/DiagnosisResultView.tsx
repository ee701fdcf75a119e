import type { DiagnosisDimension, DiagnosisResult } from '@onfan/contracts/diagnosis';
import { DIAGNOSIS_DIMENSIONS } from '@onfan/contracts/diagnosis';
import { campaignPath, coursePath, studioRoomPath, supportProgrammePath } from '@onfan/contracts/portal-path';
import { formatDate, formatYmd } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LinkButton } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { isRefusalError, RecordResult } from '@/components/ui/RecordResult';
import { cx } from '@/components/ui/class-names';
import { DIAGNOSIS_PATHS, keptResultQuery } from '../diagnosis-api';
import { loadResult } from '../diagnosis-store';
import { AiBetaBadge, HONEST_NOTE } from './DiagnosisIntro';
import list from '@/components/ui/ListPage.module.css';
import styles from './Diagnosis.module.css';

/** The level pill's colour: success from 70, warning under 40 (the level's name is always written). */
const levelClass = (score: number) =>
  cx(styles.level, score >= 70 ? styles.levelHigh : score < 40 ? styles.levelLow : undefined);

const dimensionName = (c: DiagnosisDimension) => DIAGNOSIS_DIMENSIONS.find((d) => d.code === c)?.name ?? c;

/** One bar per dimension, the number written beside it (the bar is decoration). */
export function ScoreBars({ result }: { result: Pick<DiagnosisResult, 'dimensions'> }) {
  return (
    <ul className={styles.bars}>
      {result.dimensions.map((d) => (
        <li key={d.code}>
          <div className={styles.barHead}>
            <strong>{d.name}</strong>
            <span className={styles.barScore}>
              {d.score}점 <span className={levelClass(d.score)}>{d.levelNm}</span>
            </span>
          </div>
          <div className={styles.track} aria-hidden="true">
            <div
              className={cx(styles.fill, d.score >= 70 ? styles.high : d.score >= 40 ? styles.mid : styles.low)}
              style={{ width: `${d.score}%` }}
            />
          </div>
          <p className={styles.barNote}>{d.description}</p>
        </li>
      ))}
    </ul>
  );
}

function Areas({ title, codes, empty }: { title: string; codes: DiagnosisDimension[]; empty: string }) {
  return (
    <div className={styles.areaBox}>
      <h3 className={styles.areaTitle}>{title}</h3>
      {codes.length === 0 ? <p className={styles.note}>{empty}</p> : null}
      <ul className={styles.areaList}>
        {codes.map((c) => (
          <li key={c}>{dimensionName(c)}</li>
        ))}
      </ul>
    </div>
  );
}

function Recommendations({ result }: { result: DiagnosisResult }) {
  const { programmes, studios, campaigns, courses } = result.recommendations;
  return (
    <section className={styles.panel} aria-labelledby="diagnosis-recommend">
      <h2 id="diagnosis-recommend" className={styles.sectionTitle}>
        추천 지원
      </h2>
      <h3 className={styles.areaTitle}>지금 신청할 수 있는 지원사업</h3>
      {programmes.length === 0 ? (
        <EmptyState
          message="지금 모집 중인 지원사업 중 답변에 맞는 사업이 없습니다."
          action={<Link to="/support">전체 지원사업 보기</Link>}
        />
      ) : (
        <ul className={styles.cards}>
          {programmes.map((p) => (
            <li key={p.sprtBizId} className={styles.card}>
              <Link to={supportProgrammePath(p.sprtBizId)} className={styles.cardLink}>
                {p.sprtBizNm}
              </Link>
              <p className={styles.cardMeta}>
                {p.instNm} · 접수 마감 {formatYmd(p.aplyEndYmd)}
              </p>
              <ul className={styles.reasons} aria-label="추천 이유">
                {p.reasons.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {studios.length > 0 ? (
        <>
          <h3 className={styles.areaTitle}>라이브커머스 스튜디오</h3>
          <ul className={styles.cards}>
            {studios.map((s) => (
              <li key={s.roomId} className={styles.card}>
                <Link to={studioRoomPath(s.roomId, s.studoId)} className={styles.cardLink}>
                  {s.studoNm} {s.roomNm}
                </Link>
                <p className={styles.cardMeta}>{s.roomOnelineIntro || '라이브 방송 촬영 공간을 예약할 수 있습니다.'}</p>
              </li>
            ))}
          </ul>
          <p className={styles.more}>
            <Link to="/studio">전체 스튜디오 보기</Link>
          </p>
        </>
      ) : null}
      {campaigns.length > 0 ? (
        <>
          <h3 className={styles.areaTitle}>크리에이터 모집 중인 캠페인</h3>
          <ul className={styles.cards}>
            {campaigns.map((c) => (
              <li key={c.matchCampnId} className={styles.card}>
                <Link to={campaignPath(c.matchCampnId)} className={styles.cardLink}>
                  {c.matchCampnNm}
                </Link>
                <p className={styles.cardMeta}>모집 마감 {formatYmd(c.entryEndYmd)}</p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {courses.length > 0 ? (
        <>
          <h3 className={styles.areaTitle}>보완 영역을 채우는 이러닝 과정</h3>
          <ul className={styles.cards}>
            {courses.map((c) => (
              <li key={c.eduCrsId} className={styles.card}>
                <Link to={coursePath(c.eduCrsId)} className={styles.cardLink}>
                  {c.crsNm}
                </Link>
                <p className={styles.cardMeta}>
                  {c.ctgrNm} · {c.lvlNm} · {c.freeYn === 'Y' ? '무료' : '유료'}
                </p>
                <p className={styles.cardMeta}>{c.reason}</p>
              </li>
            ))}
          </ul>
          <p className={styles.more}>
            <Link to="/education">전체 이러닝 과정 보기</Link>
          </p>
        </>
      ) : null}
    </section>
  );
}

/** The version's questions the result was scored with, by dimension, each with the answer and its points. */
function ScoredQuestions({ result }: { result: DiagnosisResult }) {
  return (
    <section className={styles.panel} aria-labelledby="diagnosis-questions">
      <h2 id="diagnosis-questions" className={styles.sectionTitle}>
        채점한 문항({result.version.verNm})
      </h2>
      <p className={styles.note}>
        영역 점수는 문항 점수(0~100점)를 가중치로 평균한 값입니다. 같은 영역 안에서 가중치가 클수록 많이 반영됩니다.
      </p>
      {DIAGNOSIS_DIMENSIONS.map((d) => (
        <div key={d.code}>
          <h3 className={styles.areaTitle}>{d.name}</h3>
          <ul className={styles.scoredList}>
            {result.questions
              .filter((q) => q.dimension === d.code)
              .map((q, i) => (
                <li key={`${d.code}-${i}`}>
                  <span>{q.text}</span>{' '}
                  <span className={styles.cardMeta}>
                    답: {q.answer} · {q.points}점 · 가중치 {q.weight}
                  </span>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

export function DiagnosisResultBody({ result }: { result: DiagnosisResult }) {
  return (
    <>
      <section className={cx(styles.panel, styles.summary)} aria-labelledby="diagnosis-total">
        <div>
          <h2 id="diagnosis-total" className={styles.sectionTitle}>
            종합 점수
          </h2>
          <p className={styles.totalScore}>
            <strong>{result.totalScore}</strong>점{' '}
            <span className={levelClass(result.totalScore)}>{result.levelNm}</span>
          </p>
          <p className={styles.note}>진단일 {formatDate(result.regDt, 'yyyy.MM.dd HH:mm')}</p>
          {result.version.notice ? (
            <p className={styles.versionNotice}>{result.version.notice}</p>
          ) : (
            <p className={styles.note}>{result.version.verNm} 문항으로 진단한 결과입니다.</p>
          )}
        </div>
        <ul className={styles.profile} aria-label="진단한 사업장">
          {result.profile.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </section>
      <section className={styles.panel} aria-labelledby="diagnosis-dimensions">
        <h2 id="diagnosis-dimensions" className={styles.sectionTitle}>
          영역별 점수
        </h2>
        <ScoreBars result={result} />
        <div className={styles.areaRow}>
          <Areas title="강점" codes={result.strengths} empty="60점 이상인 영역이 아직 없습니다." />
          <Areas title="보완 영역" codes={result.weaknesses} empty="60점 미만인 영역이 없습니다." />
        </div>
        <p className={styles.honest}>
          <AiBetaBadge /> <span>{HONEST_NOTE}</span>
        </p>
      </section>
      <ScoredQuestions result={result} />
      <Recommendations result={result} />
    </>
  );
}

/** What the result page shows under its header: the result, what became of it, and where to go next. */
function ResultBody({ result, kept }: { result: DiagnosisResult; kept: boolean }) {
  return (
    <>
      <DiagnosisResultBody result={result} />
      <p className={styles.saveNote}>
        {result.saved ? (
          <>
            이 결과는 마이페이지에 저장되었습니다. <Link to={DIAGNOSIS_PATHS.history}>자가진단 이력 보기</Link>
          </>
        ) : (
          '로그인하지 않은 상태의 결과는 저장되지 않습니다. 로그인 후 진단하면 이력에서 변화를 비교할 수 있습니다.'
        )}
      </p>
      <div className={styles.stepActions}>
        {kept ? null : (
          <LinkButton href={DIAGNOSIS_PATHS.input} variant="secondary" size="large">
            답변 수정하기
          </LinkButton>
        )}
        <LinkButton href={DIAGNOSIS_PATHS.intro} size="large">
          자가진단 처음으로
        </LinkButton>
      </div>
    </>
  );
}

/** The result page's frame and header. */
function ResultPage({ children }: { children: ReactNode }) {
  return (
    <div className={list.wrap}>
      <PageHeader
        title={
          <span className={styles.titleWithBadge}>
            자가진단 결과 <AiBetaBadge />
          </span>
        }
      />
      {children}
    </div>
  );
}

const toIntro = <Link to={DIAGNOSIS_PATHS.intro}>자가진단 하러 가기</Link>;

/** The result page: this tab's last result, or (`?diagnHisId=`) one of the member's kept results. */
export function DiagnosisResultView() {
  const [params] = useSearchParams();
  const kept = Number(params.get('diagnHisId') ?? 0);
  const keptQuery = useQuery(keptResultQuery(kept > 0 ? kept : 0));
  if (kept > 0) {
    return (
      <RecordResult
        query={keptQuery}
        notFound={{ message: '자가진단 이력을 찾을 수 없습니다.', action: toIntro }}
        // Not the member's (404), or a visitor already asked to log in (401): not found here, nothing to try again.
        isMissing={isRefusalError}
        frame={(state) => <ResultPage>{state}</ResultPage>}
      >
        {(result) => (
          <ResultPage>
            <ResultBody result={result} kept />
          </ResultPage>
        )}
      </RecordResult>
    );
  }
  const result = loadResult();
  return (
    <ResultPage>
      {result === null ? (
        <EmptyState message="아직 진단 결과가 없습니다." action={toIntro} />
      ) : (
        <ResultBody result={result} kept={false} />
      )}
    </ResultPage>
  );
}
