import { EDU_MESSAGES } from '@onfan/contracts/education';
import { formatYmd } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { TextField } from '@/components/ui/TextField';
import { useListParams } from '@/lib/use-list-params';
import { verifyQuery } from '../education-api';
import list from '@/components/ui/ListPage.module.css';
import styles from './Education.module.css';
import { Form } from '@/components/ui/Form';

/** Anyone checks a completion certificate by the number printed on it; the holder's name is shown masked. */
export function CertificateVerify() {
  const { get, update } = useListParams();
  const certNo = get('certNo');
  const [draft, setDraft] = useState(certNo);
  const { data, isPending, isError, error } = useQuery(verifyQuery(certNo));
  return (
    <div className={list.wrap}>
      <PageHeader
        title="수료증 진위 확인"
        description="수료증에 적힌 번호(EDU-로 시작)를 입력하면 발급 내용을 확인할 수 있습니다."
      />
      <Form className={styles.verify} role="search" onSubmit={() => update({ certNo: draft.trim() })}>
        <TextField label="수료증 번호" value={draft} onChange={setDraft} maxLength={12} placeholder="EDU-7K2M9QXA" />
        <Button type="submit">확인</Button>
      </Form>
      {!certNo ? null : isPending ? (
        <Spinner />
      ) : isError ? (
        <p className={styles.result} role="alert">
          {error instanceof Error && error.message ? error.message : EDU_MESSAGES.certNotFound}
        </p>
      ) : (
        <div className={styles.result} role="status">
          <p>
            <strong>
              {data.state === 'REVOKED'
                ? `취소된 수료증입니다. (취소일 ${formatYmd(data.stateYmd ?? data.cmplYmd)})`
                : data.state === 'REPLACED'
                  ? `재발급되어 더 이상 쓰이지 않는 번호입니다. 새 수료증 번호는 ${data.newCertNo ?? ''}입니다. (재발급일 ${formatYmd(data.stateYmd ?? data.cmplYmd)})`
                  : '정상 발급된 수료증입니다.'}
            </strong>
          </p>
          <dl className={list.info}>
            <dt>수료증 번호</dt>
            <dd>{data.certNo}</dd>
            <dt>성명</dt>
            <dd>{data.userNm}</dd>
            <dt>과정명</dt>
            <dd>{data.crsNm}</dd>
            <dt>수료일</dt>
            <dd>{formatYmd(data.cmplYmd)}</dd>
          </dl>
        </div>
      )}
    </div>
  );
}
