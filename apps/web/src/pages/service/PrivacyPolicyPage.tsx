import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Select } from '@/components/ui/Select';
import { Spinner } from '@/components/ui/Spinner';
import { cx } from '@/components/ui/class-names';
import { latestPolicyQuery, policyVersionQuery, policyVersionsQuery } from '@/features/privacy/privacy-api';
import page from '../shared/page.module.css';
import { TableOfContents } from '../shared/TableOfContents';
import { formatYmd, isoFromYmd, preparePolicyHtml } from './privacy-policy';
import styles from './PrivacyPolicyPage.module.css';

/** service/privacy-policy: the current policy, and any earlier version on request. */
export default function PrivacyPolicyPage() {
  const latest = useQuery(latestPolicyQuery());
  const versions = useQuery(policyVersionsQuery());
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const wantsOlder = selectedId !== null && latest.data !== undefined && selectedId !== latest.data.id;
  const older = useQuery({
    ...policyVersionQuery(selectedId ?? 0),
    enabled: wantsOlder,
  });

  const current = wantsOlder ? older : latest;
  const policy = current.data;
  const prepared = useMemo(() => (policy ? preparePolicyHtml(policy.content) : null), [policy]);
  const latestId = latest.data?.id;

  const options = (versions.data ?? []).map((v) => ({
    value: String(v.id),
    label: `v${v.version} (시행일 ${formatYmd(v.effectiveYmd)})${v.id === latestId ? ' - 현재 시행' : ''}`,
  }));

  return (
    <div className={cx(page.container, page.narrow)}>
      <PageHeader
        title="개인정보처리방침"
        description="온판은 「개인정보 보호법」에 따라 정보주체의 개인정보를 보호하고 관련 고충을 신속하게 처리하기 위하여 다음과 같이 개인정보처리방침을 두고 있습니다."
        breadcrumb={[{ label: '홈', href: '/' }, { label: '개인정보처리방침' }]}
      />

      {options.length > 1 ? (
        <div className={styles.versionBar}>
          <Select
            label="이전 개인정보처리방침 보기"
            options={options}
            value={String(selectedId ?? latestId ?? '')}
            onChange={(value) => setSelectedId(value ? Number(value) : null)}
            className={styles.versionSelect}
          />
        </div>
      ) : null}

      {current.isPending && (wantsOlder || !latest.isError) ? (
        <div className={styles.state}>
          <Spinner label="개인정보처리방침을 불러오는 중입니다." />
        </div>
      ) : null}

      {current.isError ? (
        <EmptyState
          message="개인정보처리방침을 불러오지 못했습니다."
          description="잠시 후 다시 시도해주세요."
          action={
            <Button variant="secondary" onPress={() => void current.refetch()}>
              다시 시도
            </Button>
          }
        />
      ) : null}

      {policy && prepared ? (
        <article aria-labelledby="privacy-policy-title">
          <div className={page.meta}>
            <h2 id="privacy-policy-title" className={styles.policyTitle}>
              {policy.title}
            </h2>
            <span>
              시행일 <time dateTime={isoFromYmd(policy.effectiveYmd)}>{formatYmd(policy.effectiveYmd)}</time>
            </span>
            {policy.id !== latestId ? <span className={styles.pastNote}>이전 버전의 방침입니다.</span> : null}
          </div>
          <TableOfContents items={prepared.toc} />
          {/* Server-authored reference content (structured HTML from the privacy API). */}
          <div className={page.prose} dangerouslySetInnerHTML={{ __html: prepared.html }} />
        </article>
      ) : null}
    </div>
  );
}
