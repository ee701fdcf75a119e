import type { PromotionKind } from '@onfan/contracts/econ-promotion';
import { formatYmd } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Badge, type BadgeVariant } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { RecordResult } from '@/components/ui/RecordResult';
import { Select } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';
import { loginHref } from '@/lib/session/require-login';
import { useSession } from '@/lib/session/session-context';
import { promotionQuery, useInquire } from '../econ-promotion-api';
import list from '@/components/ui/ListPage.module.css';
import styles from './Promotion.module.css';
import { Form } from '@/components/ui/Form';

const STS_BADGE: Record<'upcoming' | 'open' | 'closed', BadgeVariant> = {
  upcoming: 'information',
  open: 'success',
  closed: 'gray',
};
const EMPTY = { prgmId: '', cmpnyNm: '', telno: '', inqTtl: '', inqCn: '' };

function InquiryForm({ kind, programmes }: { kind: PromotionKind; programmes: { value: string; label: string }[] }) {
  const { status } = useSession();
  const location = useLocation();
  const [v, setV] = useState(EMPTY);
  const inquire = useInquire(kind, () => setV(EMPTY));
  if (status !== 'authenticated') {
    return (
      <p>
        문의는 로그인한 회원만 남길 수 있습니다. <Link to={loginHref(location.pathname)}>로그인</Link>
      </p>
    );
  }
  return (
    <Form
      className={styles.form}
      noValidate
      onSubmit={() => void inquire.run({ ...v, prgmId: v.prgmId ? Number(v.prgmId) : null })}
    >
      <Select
        label="문의할 프로그램"
        options={[{ value: '', label: '프로그램 전체(일반 문의)' }, ...programmes]}
        value={v.prgmId}
        onChange={(x) => setV({ ...v, prgmId: x ?? '' })}
      />
      <TextField
        label="회사(상호)명"
        isRequired
        maxLength={100}
        value={v.cmpnyNm}
        onChange={(x) => setV({ ...v, cmpnyNm: x })}
      />
      <TextField
        label="연락처"
        isRequired
        type="tel"
        inputMode="tel"
        maxLength={13}
        value={v.telno}
        onChange={(x) => setV({ ...v, telno: x })}
      />
      <TextField
        label="문의 제목"
        isRequired
        maxLength={100}
        value={v.inqTtl}
        onChange={(x) => setV({ ...v, inqTtl: x })}
      />
      <TextField
        label="문의 내용"
        isRequired
        multiline
        rows={5}
        maxLength={2000}
        showCounter
        value={v.inqCn}
        onChange={(x) => setV({ ...v, inqCn: x })}
      />
      <div>
        <Button type="submit" isPending={inquire.isPending}>
          문의 등록
        </Button>
      </div>
      <p className={list.meta}>
        답변은 <Link to="/mypage/promotion">마이페이지 &gt; 프로모션 문의 내역</Link>에서 확인할 수 있습니다.
      </p>
    </Form>
  );
}

/**
 * A promotion page: what it is (`description`, the page's public description), its programmes with their period and
 * status, and the inquiry form; `children` (another feature's section, e.g. the festival products on the local-economy
 * page) come between the programmes and the form.
 */
export function PromotionView({
  kind,
  description,
  children,
}: {
  kind: PromotionKind;
  description: string;
  children?: ReactNode;
}) {
  const query = useQuery(promotionQuery(kind));
  return (
    <RecordResult query={query} failed={{ message: '프로모션 정보를 불러오지 못했습니다.' }} title="프로모션">
      {(data) => (
        <div className={list.wrap}>
          <PageHeader title={data.title} description={description} />
          <section aria-labelledby="prgm-title">
            <h2 id="prgm-title" className={styles.sectionTitle}>
              프로그램
            </h2>
            <ul className={styles.programmes}>
              {data.programmes.map((p) => (
                <li key={p.prgmId} className={styles.programme}>
                  {p.imgUrl ? (
                    <img
                      className={list.cardThumb}
                      src={p.imgUrl}
                      alt={p.imgAlt}
                      width={660}
                      height={440}
                      loading="lazy"
                    />
                  ) : null}
                  <p className={list.badges}>
                    <Badge variant={STS_BADGE[p.sts]}>{p.stsNm}</Badge>
                  </p>
                  <h3 className={styles.prgmName}>{p.prgmNm}</h3>
                  <p>{p.prgmDesc}</p>
                  <dl className={styles.facts}>
                    <div>
                      <dt>대상</dt>
                      <dd>{p.trgt}</dd>
                    </div>
                    <div>
                      <dt>혜택</dt>
                      <dd>{p.bnft}</dd>
                    </div>
                    <div>
                      <dt>모집 기간</dt>
                      <dd>
                        {formatYmd(p.bgngYmd)} ~ {formatYmd(p.endYmd)}
                      </dd>
                    </div>
                    {p.oprBgngYmd && p.oprEndYmd ? (
                      <div>
                        <dt>운영 기간</dt>
                        <dd>
                          {formatYmd(p.oprBgngYmd)} ~ {formatYmd(p.oprEndYmd)}
                        </dd>
                      </div>
                    ) : null}
                  </dl>
                </li>
              ))}
            </ul>
          </section>
          {children}
          <section aria-labelledby="inq-title">
            <h2 id="inq-title" className={styles.sectionTitle}>
              문의하기
            </h2>
            <InquiryForm
              kind={kind}
              programmes={data.programmes.map((p) => ({ value: String(p.prgmId), label: p.prgmNm }))}
            />
          </section>
        </div>
      )}
    </RecordResult>
  );
}
