import { TITLE_PRIORITY, useDocumentTitle } from '@/lib/document-title';
import { supportProgrammePath } from '@onfan/contracts/portal-path';
import { SUPPORT_MESSAGES } from '@onfan/contracts/support';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Button, LinkButton } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { RecordResult } from '@/components/ui/RecordResult';
import { modal } from '@/lib/modal/modal-service';
import { requireLogin } from '@/lib/session/require-login';
import { useSession } from '@/lib/session/session-context';
import { supportNoticesQuery, supportViewQuery, useApply, useAttachmentDownload } from '../support-api';
import { StatusBadges, ymd } from './StatusBadge';
import list from '@/components/ui/ListPage.module.css';
import { FileDownloads } from '@/components/ui/FileDownloads';
import styles from './Support.module.css';

export function SupportDetailView() {
  const id = Number(useParams().sprtBizId);
  const { isAuthenticated } = useSession();
  const client = useQueryClient();
  const query = useQuery(supportViewQuery(id));
  useDocumentTitle(query.data?.sprtBizNm ?? '', TITLE_PRIORITY.item);
  const apply = useApply(id);
  const download = useAttachmentDownload(id);

  const showNotices = async () => {
    const ntcs = await client.fetchQuery(supportNoticesQuery());
    // The server sends each notice's text (tags removed, entities decoded).
    const text = ntcs.map((n) => `${n.sprtBizNtcTit}\n${n.sprtBizNtcCn}`).join('\n\n');
    await modal.alert(text || '등록된 내용이 없습니다.', { title: '지원사업 안내' });
  };

  // A visitor is asked to log in and comes back to this programme afterwards.
  const onApply = async () => {
    if (!(await requireLogin(isAuthenticated))) return;
    await apply.run();
  };

  return (
    <RecordResult
      query={query}
      valid={id > 0}
      notFound={{ message: SUPPORT_MESSAGES.notFound, action: <LinkButton href="/support">목록</LinkButton> }}
      title="지원사업 상세"
    >
      {(data) => {
        const open = data.status === 'open' || data.status === 'closing';
        return (
          <div className={list.wrap}>
            <PageHeader title="지원사업 상세" />
            <div className={list.badges}>
              <StatusBadges item={data} />
              <span className={list.meta}>
                {data.sprtPattnNm} · {data.fldNm} · {data.rgnNm}
              </span>
            </div>
            <h2>{data.sprtBizNm}</h2>
            <dl className={list.info}>
              <dt>주관기관</dt>
              <dd>{data.instNm}</dd>
              <dt>접수기간</dt>
              <dd>
                {ymd(data.aplyBgngYmd)} ~ {ymd(data.aplyEndYmd)}
              </dd>
              <dt>지원대상</dt>
              <dd>{data.trgtNm}</dd>
              <dt>사업요약</dt>
              <dd>{data.bizDesc}</dd>
            </dl>
            {/* Sanitized on the server with an allow-list. */}
            <div className={styles.body} dangerouslySetInnerHTML={{ __html: data.sprtBizCn }} />
            <FileDownloads files={data.atchFiles} sizeOf={(f) => f.fileSize} onDownload={(f) => void download.run(f)} />
            <div className={styles.actions}>
              {data.prtlAplyYn === 'Y' ? (
                data.aplyDoneYn === 'Y' ? (
                  <Button isDisabled>신청완료</Button>
                ) : (
                  <Button onPress={() => void onApply()} isDisabled={!open || apply.isPending}>
                    {open ? '신청하기' : data.status === 'upcoming' ? '접수예정' : '접수마감'}
                  </Button>
                )
              ) : data.aplyUrl ? (
                <LinkButton href={data.aplyUrl} external>
                  주관기관 누리집에서 신청하기
                </LinkButton>
              ) : null}
              <Button variant="secondary" onPress={() => void showNotices()}>
                신청 유의사항
              </Button>
              <LinkButton href="/support" variant="tertiary">
                목록
              </LinkButton>
            </div>
            <p className={list.meta}>
              {data.preId ? <Link to={supportProgrammePath(data.preId)}>이전 사업</Link> : null}
              {data.preId && data.nextId ? ' · ' : null}
              {data.nextId ? <Link to={supportProgrammePath(data.nextId)}>다음 사업</Link> : null}
            </p>
          </div>
        );
      }}
    </RecordResult>
  );
}
