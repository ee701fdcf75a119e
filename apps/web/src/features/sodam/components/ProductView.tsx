import { formatWon } from '@onfan/contracts/format';
import { SODAM_MESSAGES } from '@onfan/contracts/sodam';
import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { TITLE_PRIORITY, useDocumentTitle } from '@/lib/document-title';
import { Badge } from '@/components/ui/Badge';
import { Button, LinkButton } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { RecordResult } from '@/components/ui/RecordResult';
import { TextField } from '@/components/ui/TextField';
import { loginHref } from '@/lib/session/require-login';
import { useSession } from '@/lib/session/session-context';
import { myInquiriesQuery, productQuery, useAskProduct } from '../sodam-api';
import list from '@/components/ui/ListPage.module.css';
import styles from './Sodam.module.css';
import { StoreFacts } from './StoreFacts';
import { Form } from '@/components/ui/Form';

function Inquiries({ pdId }: { pdId: number }) {
  const { status } = useSession();
  const location = useLocation();
  const signedIn = status === 'authenticated';
  const mine = useQuery(myInquiriesQuery(pdId, signedIn));
  const [text, setText] = useState('');
  const ask = useAskProduct(pdId, () => setText(''));
  return (
    <section className={styles.inquiries} aria-labelledby="pd-inq">
      <h2 id="pd-inq" className={styles.sectionTitle}>
        상품 문의
      </h2>
      {!signedIn ? (
        <p>
          상품 문의는 로그인한 회원만 남길 수 있습니다. <Link to={loginHref(location.pathname)}>로그인</Link>
        </p>
      ) : (
        <>
          <Form className={styles.inqForm} onSubmit={() => void ask.run(text)}>
            <TextField
              label="문의 내용"
              multiline
              rows={3}
              maxLength={500}
              showCounter
              value={text}
              onChange={setText}
              description="답변은 매장 담당자가 남기며, 이 화면의 내 문의에서 확인할 수 있습니다."
            />
            <div>
              <Button type="submit" isPending={ask.isPending}>
                문의 등록
              </Button>
            </div>
          </Form>
          <h3 className={styles.subTitle}>내 문의</h3>
          {mine.data && mine.data.length > 0 ? (
            <ul className={styles.inqList}>
              {mine.data.map((q) => (
                <li key={q.inqId}>
                  <p>
                    <Badge variant={q.ansCn ? 'success' : 'gray'}>{q.ansCn ? '답변 완료' : '답변 대기'}</Badge>{' '}
                    <span className={list.meta}>{formatDate(q.regDt)}</span>
                  </p>
                  <p className={styles.inqText}>{q.inqCn}</p>
                  {q.ansCn ? (
                    <p className={styles.answer}>
                      <strong>답변</strong> {q.ansDt ? <span className={list.meta}>{formatDate(q.ansDt)}</span> : null}{' '}
                      {q.ansCn}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className={list.meta}>남긴 문의가 없습니다.</p>
          )}
        </>
      )}
    </section>
  );
}

/** One product of 소담상회: what it is, where to buy it (no checkout here), the store, and the member's inquiries. */
export function ProductView() {
  const pdId = Number(useParams().pdId);
  const query = useQuery(productQuery(pdId));
  useDocumentTitle(query.data?.pdNm ?? '', TITLE_PRIORITY.item);
  return (
    <RecordResult
      query={query}
      valid={pdId > 0}
      notFound={(error) => ({
        message: error instanceof Error && error.message ? error.message : SODAM_MESSAGES.notFound,
        action: <LinkButton href="/sodam">상품 목록으로</LinkButton>,
      })}
      title="소담상회"
    >
      {(data) => {
        const s = data.store;
        return (
          <div className={list.wrap}>
            <PageHeader
              title={data.pdNm}
              description={data.pdSmry}
              breadcrumb={[{ label: '홈', href: '/' }, { label: '소담상회', href: '/sodam' }, { label: data.pdNm }]}
            />
            <div className={styles.product}>
              <img className={styles.productImg} src={data.imgUrl} alt={data.imgAlt} width={660} height={440} />
              <div>
                <p className={list.badges}>
                  <Badge variant="gray">{data.ctgrNm}</Badge>
                  {data.soldOutYn === 'Y' ? <Badge variant="danger">품절</Badge> : null}
                </p>
                <p className={styles.bigPrice}>{formatWon(data.prc)}</p>
                <dl className={styles.storeFacts}>
                  <div>
                    <dt>판매자</dt>
                    <dd>{data.sellerNm}</dd>
                  </div>
                  <div>
                    <dt>원산지·생산지</dt>
                    <dd>{data.orgnNm}</dd>
                  </div>
                  <div>
                    <dt>판매 매장</dt>
                    <dd>{s.storeNm}</dd>
                  </div>
                </dl>
                <p className={styles.notice}>{SODAM_MESSAGES.howToBuy}</p>
                <p className={styles.storeLinks}>
                  {data.linkUrl && data.soldOutYn === 'N' ? (
                    <a href={data.linkUrl} target="_blank" rel="noopener noreferrer">
                      이 상품 판매 페이지<span className="sr-only"> (새 창)</span>
                    </a>
                  ) : s.mallUrl && data.soldOutYn === 'N' ? (
                    <a href={s.mallUrl} target="_blank" rel="noopener noreferrer">
                      {s.storeNm} 온라인몰에서 구매<span className="sr-only"> (새 창)</span>
                    </a>
                  ) : null}
                  <a href={s.mapUrl} target="_blank" rel="noopener noreferrer">
                    매장 위치 보기<span className="sr-only"> (새 창)</span>
                  </a>
                </p>
              </div>
            </div>
            <section aria-labelledby="pd-desc">
              <h2 id="pd-desc" className={styles.sectionTitle}>
                상품 설명
              </h2>
              <p>{data.pdDesc}</p>
            </section>
            <section aria-labelledby="pd-store">
              <h2 id="pd-store" className={styles.sectionTitle}>
                매장 안내
              </h2>
              <StoreFacts store={s} />
            </section>
            <Inquiries pdId={pdId} />
            <p>
              <LinkButton href="/sodam" variant="secondary">
                상품 목록
              </LinkButton>
            </p>
          </div>
        );
      }}
    </RecordResult>
  );
}
