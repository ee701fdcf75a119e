import { formatNumber } from '@onfan/contracts/format';
import type { OutboxItem } from '@onfan/contracts/auth';
import { AUTH_MESSAGES, formatMobile } from '@onfan/contracts/auth';
import type { Page } from '@onfan/contracts/envelope';
import { NOTIFICATION_KIND_TITLES } from '@onfan/contracts/notification';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { ListResults } from '@/components/ui/ListPage';
import { TextField } from '@/components/ui/TextField';
import { OUTBOX_PAGE_SIZE, type OutboxParams, outboxQuery } from '@/features/auth/auth-api';
import { errorText } from '@/features/auth/auth-errors';
import styles from './OutboxSection.module.css';
import sectionStyles from './section.module.css';

export const OUTBOX_TEXT = {
  title: '발송 알림함',
  lead:
    '포털이 보낸 문자메시지와 이메일을 최신순으로 보여줍니다. 문자 발송 서비스가 연결되지 않은 개발 환경에서는 ' +
    '본인인증 인증번호를 여기에서 확인해 전달합니다. 받는 사람 정보는 운영 목적으로만 이용해주세요.',
  searchLabel: '알림 검색',
  mblNo: '받는 휴대폰번호',
  mblNoHint: '비워 두고 검색하면 모든 알림을 보여줍니다.',
  search: '검색',
  caption: (total: number, mblNo: string) =>
    `${mblNo ? `${mblNo}(으)로 ` : ''}발송된 알림 목록 (총 ${formatNumber(total)}건, 최신순)`,
  empty: '발송된 알림이 없습니다.',
  columns: ['발송 요청 일시', '채널', '받는 사람', '종류', '내용', '상태'],
} as const;

const COLUMNS = OUTBOX_TEXT.columns;
const CHANNEL: Record<OutboxItem['channel'], string> = { SMS: '문자메시지', EMAIL: '이메일' };
const STATUS: Record<OutboxItem['status'], string> = {
  PENDING: '발송 대기',
  SENDING: '발송 중',
  SENT: '발송 완료',
  FAILED: '발송 실패',
};

/** 2026-11-23T10:05:00.000+09:00 → 2026.11.23 10:05:00 (the server answers Seoul time). */
function seoulDateTime(iso: string): string {
  return `${iso.slice(0, 10).replaceAll('-', '.')} ${iso.slice(11, 19)}`;
}

/**
 * mypage2/outbox (operators, pattern 100): the notification outbox, newest first, 10 a page, filtered by the mobile
 * number a message went to. Without a text-message gateway (development) this is where identity codes arrive
 * (decision 009).
 */
export default function OutboxSection() {
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const [params, setParams] = useState<OutboxParams>({ pageNo: 1, mblNo: '' });
  const query = useQuery(outboxQuery(params));

  const search = (event: FormEvent) => {
    event.preventDefault();
    const typed = draft.trim();
    const mblNo = typed ? formatMobile(typed) : '';
    if (mblNo === null) {
      setDraftError(AUTH_MESSAGES.mobileInvalid);
      return;
    }
    setDraftError(null);
    setParams({ pageNo: 1, mblNo });
  };

  return (
    <section className={sectionStyles.section} aria-labelledby="outbox-title">
      <div>
        <h1 id="outbox-title" className={sectionStyles.title}>
          {OUTBOX_TEXT.title}
        </h1>
        <p className={sectionStyles.lead}>{OUTBOX_TEXT.lead}</p>
      </div>
      <form
        method="post"
        role="search"
        aria-label={OUTBOX_TEXT.searchLabel}
        className={styles.search}
        noValidate
        onSubmit={search}
      >
        <TextField
          label={OUTBOX_TEXT.mblNo}
          name="mblNo"
          type="tel"
          inputMode="tel"
          maxLength={13}
          value={draft}
          onChange={setDraft}
          description={OUTBOX_TEXT.mblNoHint}
          errorMessage={draftError}
        />
        <div>
          <Button type="submit" variant="secondary">
            {OUTBOX_TEXT.search}
          </Button>
        </div>
      </form>
      <OutboxTable query={query} params={params} onPage={(pageNo) => setParams({ ...params, pageNo })} />
    </section>
  );
}

function OutboxTable({
  query,
  params,
  onPage,
}: {
  query: UseQueryResult<Page<OutboxItem>>;
  params: OutboxParams;
  onPage: (pageNo: number) => void;
}) {
  return (
    <ListResults
      query={query}
      failed={(error) => ({ message: errorText(error) })}
      empty={{ message: OUTBOX_TEXT.empty }}
      paging={{ pageNo: query.data?.pageNo ?? params.pageNo, pageSize: OUTBOX_PAGE_SIZE, onChange: onPage }}
    >
      {(items, page) => (
        <div className={styles.scroll} role="region" aria-labelledby="outbox-caption" tabIndex={0}>
          <table className={styles.table}>
            <caption id="outbox-caption" className={styles.caption}>
              {OUTBOX_TEXT.caption(page.totalCount, params.mblNo)}
            </caption>
            <thead>
              <tr>
                {OUTBOX_TEXT.columns.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((m) => (
                <tr key={m.id}>
                  <td className={styles.nowrap} data-label={COLUMNS[0]}>
                    {seoulDateTime(m.createdAt)}
                  </td>
                  <td className={styles.nowrap} data-label={COLUMNS[1]}>
                    {CHANNEL[m.channel]}
                  </td>
                  <td className={styles.recipient} data-label={COLUMNS[2]}>
                    {m.recipient}
                  </td>
                  <td data-label={COLUMNS[3]}>{NOTIFICATION_KIND_TITLES[m.kind] ?? m.kind}</td>
                  <td className={styles.body} data-label={COLUMNS[4]}>
                    {m.subject ? <strong className={styles.subject}>{m.subject}</strong> : null}
                    {m.body}
                  </td>
                  <td className={styles.nowrap} data-label={COLUMNS[5]}>
                    {STATUS[m.status]}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ListResults>
  );
}
