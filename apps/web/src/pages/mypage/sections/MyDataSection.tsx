import { formatBytes } from '@onfan/contracts/format';
import type { MyDataStatus } from '@onfan/contracts/my-data';
import { MY_DATA_LINK_HOURS } from '@onfan/contracts/my-data';
import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { EmptyState } from '@/components/ui/EmptyState';
import { myDataLatestQuery, useDownloadMyData, useRequestMyData } from '@/features/my-data/my-data-api';
import styles from './section.module.css';

const STATUS_TEXT: Record<MyDataStatus, string> = {
  REQUESTED: '파일을 만들고 있습니다',
  READY: '내려받을 수 있습니다',
  FAILED: '파일을 만들지 못했습니다. 다시 요청해주세요.',
  EXPIRED: '내려받기 기간이 지났습니다. 다시 요청해주세요.',
};

const when = (iso: string | null) => (iso ? formatDate(iso, 'yyyy.MM.dd HH:mm') : '-');

/**
 * 마이페이지 → 내 정보 내려받기: a member asks for a ZIP of their own data, which a background job makes; the section
 * looks again every few seconds until it is made, then offers it for 24 hours.
 */
export default function MyDataSection() {
  const { data, isPending, isError } = useQuery(myDataLatestQuery());
  const request = useRequestMyData();
  const download = useDownloadMyData();
  const latest = data?.latest ?? null;
  const canAsk = !latest || latest.status !== 'REQUESTED';
  return (
    <section className={styles.section} aria-labelledby="my-data-title">
      <div>
        <h1 id="my-data-title" className={styles.title}>
          내 정보 내려받기
        </h1>
        <p className={styles.lead}>
          온판이 보관하는 회원님의 정보를 한 파일(ZIP)로 내려받을 수 있습니다. 회원 정보, 동의 이력, 예약, 신청,
          게시글과 댓글, 메시지, 확인서, 설문 응답이 기계가 읽을 수 있는 JSON 파일과 읽기 쉬운 HTML 문서로 담깁니다.
        </p>
      </div>
      <div className={styles.card}>
        <h2 className={styles.cardTitle}>요청 상태</h2>
        {isPending ? (
          <Spinner />
        ) : isError ? (
          <EmptyState message="요청 상태를 불러오지 못했습니다." />
        ) : latest ? (
          <>
            <p role="status">{STATUS_TEXT[latest.status]}</p>
            <dl className={styles.dl}>
              <dt>요청 일시</dt>
              <dd>{when(latest.reqDt)}</dd>
              {latest.status === 'READY' || latest.status === 'EXPIRED' ? (
                <>
                  <dt>만든 일시</dt>
                  <dd>{when(latest.readyDt)}</dd>
                  <dt>내려받기 기한</dt>
                  <dd>{when(latest.expiresDt)}</dd>
                </>
              ) : null}
              {latest.fileSize !== null ? (
                <>
                  <dt>파일 크기</dt>
                  <dd>{formatBytes(latest.fileSize)}</dd>
                </>
              ) : null}
            </dl>
          </>
        ) : (
          <p role="status">아직 요청한 파일이 없습니다.</p>
        )}
        <ul>
          <li>
            파일은 요청 후 보통 1~2분 안에 만들어지며, 만든 때부터 {MY_DATA_LINK_HOURS}시간 동안 내려받을 수 있습니다.
          </li>
          <li>본인만 내려받을 수 있고, 내려받은 일시와 접속 주소가 기록됩니다.</li>
        </ul>
        <div className={styles.actions}>
          {latest?.status === 'READY' ? (
            <Button isPending={download.isPending} onPress={() => void download.run(latest.exportId)}>
              ZIP 파일 내려받기
            </Button>
          ) : null}
          <Button
            variant={latest?.status === 'READY' ? 'secondary' : 'primary'}
            isDisabled={!canAsk || isPending}
            isPending={request.isPending}
            onPress={() => void request.run()}
          >
            {latest ? '새로 요청하기' : '내 정보 파일 요청하기'}
          </Button>
        </div>
      </div>
    </section>
  );
}
