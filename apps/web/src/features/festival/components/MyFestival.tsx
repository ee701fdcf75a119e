import type { FestivalCategory, FestivalProduct, MyFestival as MyFestivalRow } from '@onfan/contracts/festival';
import { FESTIVAL_CATEGORIES } from '@onfan/contracts/festival';
import { formatWon } from '@onfan/contracts/format';
import { formatDate, formatYmd } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Badge, type BadgeVariant } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { ListResults } from '@/components/ui/ListPage';
import { Select } from '@/components/ui/Select';
import { Spinner } from '@/components/ui/Spinner';
import { TextField } from '@/components/ui/TextField';
import {
  festivalsQuery,
  historyQuery,
  myFestivalsQuery,
  myProductsQuery,
  useJoin,
  useRegister,
  useResubmit,
} from '../festival-api';
import { EMPTY_PRODUCT, productBody, type ProductValues } from '../product-form';
import { STS_BADGE } from './FestivalShowcase';
import list from '@/components/ui/ListPage.module.css';
import styles from './Festival.module.css';
import { Form } from '@/components/ui/Form';

const APRV_BADGE: Record<FestivalProduct['aprvSts'], BadgeVariant> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};
const CATEGORY_OPTIONS = (Object.keys(FESTIVAL_CATEGORIES) as FestivalCategory[]).map((value) => ({
  value,
  label: FESTIVAL_CATEGORIES[value],
}));

function ProductFields({ v, set }: { v: ProductValues; set: (v: ProductValues) => void }) {
  return (
    <>
      <TextField
        label="상품명"
        isRequired
        maxLength={60}
        value={v.manprdNm}
        onChange={(x) => set({ ...v, manprdNm: x })}
      />
      <Select
        label="상품 분류"
        isRequired
        options={CATEGORY_OPTIONS}
        value={v.ctgrCd || null}
        onChange={(x) => set({ ...v, ctgrCd: x ?? '' })}
      />
      <TextField
        label="축제 판매가(원)"
        isRequired
        inputMode="numeric"
        maxLength={11}
        description="숫자만 입력해주세요. 예: 18000"
        value={v.prc}
        onChange={(x) => set({ ...v, prc: x })}
      />
      <TextField
        label="상품 소개"
        isRequired
        multiline
        rows={4}
        maxLength={1000}
        showCounter
        value={v.manprdDesc}
        onChange={(x) => set({ ...v, manprdDesc: x })}
      />
      <TextField
        label="구매 링크(선택)"
        type="url"
        maxLength={500}
        description="온라인 판매 페이지가 있으면 https:// 로 시작하는 주소를 입력해주세요."
        value={v.buyUrl}
        onChange={(x) => set({ ...v, buyUrl: x })}
      />
    </>
  );
}

function JoinForm({ festivals }: { festivals: { campnId: number; campnNm: string }[] }) {
  const [campnId, setCampnId] = useState(String(festivals[0]?.campnId ?? ''));
  const [v, setV] = useState({ strNm: '', telno: '' });
  const join = useJoin(() => setV({ strNm: '', telno: '' }));
  return (
    <Form className={styles.form} noValidate onSubmit={() => void join.run({ campnId: Number(campnId), body: v })}>
      <Select
        label="참여할 동행축제"
        isRequired
        options={festivals.map((f) => ({ value: String(f.campnId), label: f.campnNm }))}
        value={campnId}
        onChange={(x) => setCampnId(x ?? '')}
      />
      <TextField
        label="상호(매장)명"
        isRequired
        maxLength={100}
        value={v.strNm}
        onChange={(x) => setV({ ...v, strNm: x })}
      />
      <TextField
        label="매장 연락처"
        isRequired
        type="tel"
        inputMode="tel"
        maxLength={13}
        value={v.telno}
        onChange={(x) => setV({ ...v, telno: x })}
      />
      <div>
        <Button type="submit" isPending={join.isPending}>
          참여 신청
        </Button>
      </div>
    </Form>
  );
}

function RegisterForm({ festivals }: { festivals: MyFestivalRow[] }) {
  const [campnId, setCampnId] = useState(String(festivals[0]?.campnId ?? ''));
  const [v, setV] = useState(EMPTY_PRODUCT);
  const register = useRegister(() => setV(EMPTY_PRODUCT));
  return (
    <Form
      className={styles.form}
      noValidate
      onSubmit={() => void register.run({ campnId: Number(campnId), ...productBody(v) })}
    >
      <Select
        label="상품을 소개할 동행축제"
        isRequired
        options={festivals.map((f) => ({ value: String(f.campnId), label: `${f.campnNm} (${f.strNm})` }))}
        value={campnId}
        onChange={(x) => setCampnId(x ?? '')}
      />
      <ProductFields v={v} set={setV} />
      <div>
        <Button type="submit" isPending={register.isPending}>
          상품 등록
        </Button>
      </div>
    </Form>
  );
}

function History({ manprdId, id }: { manprdId: number; id: string }) {
  const history = useQuery(historyQuery(manprdId));
  return (
    <div id={id}>
      <ListResults query={history} failed={{ message: '승인 이력을 불러오지 못했습니다.' }}>
        {(items) => (
          <ol className={styles.history} aria-label="승인 이력">
            {items.map((h, i) => (
              <li key={i}>
                {formatDate(h.regDt, 'yyyy.MM.dd HH:mm')} · <strong>{h.hstNm}</strong>
                {h.byOperatorYn === 'Y' ? ' (운영자)' : ''}
                {h.memo ? ` — ${h.memo}` : ''}
              </li>
            ))}
          </ol>
        )}
      </ListResults>
    </div>
  );
}

function MyProduct({ p }: { p: FestivalProduct }) {
  const [showHistory, setShowHistory] = useState(false);
  const [editing, setEditing] = useState(false);
  const [v, setV] = useState<ProductValues>({
    manprdNm: p.manprdNm,
    ctgrCd: p.ctgrCd,
    prc: String(p.prc),
    manprdDesc: p.manprdDesc,
    buyUrl: p.buyUrl ?? '',
  });
  const resubmit = useResubmit(() => setEditing(false));
  const historyId = useId();
  return (
    <li className={styles.product}>
      <p className={list.badges}>
        <Badge variant={APRV_BADGE[p.aprvSts]}>{p.aprvStsNm}</Badge>
        {p.expsrYn === 'Y' ? <Badge variant="primary">축제 페이지 노출 중</Badge> : null}
      </p>
      <h3 className={styles.productName}>{p.manprdNm}</h3>
      <p className={list.meta}>
        {p.campnNm} · {p.ctgrNm} · {formatWon(p.prc)} · 등록 {formatDate(p.regDt)}
      </p>
      {p.aprvSts === 'rejected' && p.rjctRsn ? (
        <p className={styles.reason}>
          <strong>반려 사유</strong> {p.rjctRsn}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button
          variant="tertiary"
          size="small"
          aria-expanded={showHistory}
          aria-controls={showHistory ? historyId : undefined}
          onPress={() => setShowHistory((x) => !x)}
        >
          {showHistory ? '승인 이력 닫기' : '승인 이력 보기'}
        </Button>
        {p.aprvSts !== 'approved' ? (
          <Button variant="secondary" size="small" aria-expanded={editing} onPress={() => setEditing((x) => !x)}>
            {editing ? '수정 취소' : '수정 후 재신청'}
          </Button>
        ) : null}
      </div>
      {showHistory ? <History manprdId={p.manprdId} id={historyId} /> : null}
      {editing ? (
        <Form
          className={styles.form}
          noValidate
          aria-label={`${p.manprdNm} 수정`}
          onSubmit={() => void resubmit.run({ manprdId: p.manprdId, body: productBody(v) })}
        >
          <ProductFields v={v} set={setV} />
          <div>
            <Button type="submit" isPending={resubmit.isPending}>
              재신청
            </Button>
          </div>
        </Form>
      ) : null}
    </li>
  );
}

/**
 * My page: the festivals (동행축제) the member takes part in (`sent/myCampnlist`) with their product counts, taking
 * part in another, registering products, and each product's approval state, rejection reason and history.
 */
export default function MyFestival() {
  const festivals = useQuery(festivalsQuery());
  const mine = useQuery(myFestivalsQuery());
  const products = useQuery(myProductsQuery());
  // The forms are drawn from the festivals and my festivals, as last fetched: a fetch again that fails keeps the
  // section and the forms in it (a product being typed); the error shows only when they were never fetched. The
  // lists walk the list chain, which keeps a list as last fetched too (a product being edited among them).
  if (festivals.data === undefined || mine.data === undefined) {
    if (festivals.isError || mine.isError)
      return (
        <EmptyState message="동행축제 참여 정보를 불러오지 못했습니다." description="잠시 후 다시 시도해주세요." />
      );
    return <Spinner />;
  }
  const joined = new Set(mine.data.map((f) => f.campnId));
  const joinable = festivals.data.filter((f) => f.sts !== 'closed' && !joined.has(f.campnId));
  const registrable = mine.data.filter((f) => f.sts !== 'closed');
  return (
    <section className={styles.section} aria-labelledby="my-festival-title">
      <div>
        <h1 id="my-festival-title" className={styles.title}>
          동행축제 참여
        </h1>
        <p className={list.meta}>
          참여 신청한 동행축제와 등록한 상품의 승인 상태입니다. 승인되어 노출된 상품은{' '}
          <Link to="/promotion/localeconomic">지역경제 프로모션의 동행축제 상품</Link>에 소개됩니다.
        </p>
      </div>

      <h2 className={styles.sectionTitle}>참여한 동행축제</h2>
      <ListResults query={mine} empty={{ message: '참여 신청한 동행축제가 없습니다.' }}>
        {(items) => (
          <ul className={styles.festivals}>
            {items.map((f) => (
              <li key={f.campnId} className={styles.product}>
                <p className={list.badges}>
                  <Badge variant={STS_BADGE[f.sts]}>{f.stsNm}</Badge>
                  <span className={list.meta}>
                    {formatYmd(f.bgngYmd)} ~ {formatYmd(f.endYmd)}
                  </span>
                </p>
                <h3 className={styles.productName}>{f.campnNm}</h3>
                <p className={list.meta}>
                  {f.strNm} · 참여 신청 {formatDate(f.prtcpDt)}
                </p>
                <dl className={styles.counts}>
                  <div>
                    <dt>등록</dt>
                    <dd>{f.prdCnt}개</dd>
                  </div>
                  <div>
                    <dt>승인 대기</dt>
                    <dd>{f.pendingCnt}개</dd>
                  </div>
                  <div>
                    <dt>승인</dt>
                    <dd>{f.approvedCnt}개</dd>
                  </div>
                  <div>
                    <dt>반려</dt>
                    <dd>{f.rejectedCnt}개</dd>
                  </div>
                  <div>
                    <dt>노출 중</dt>
                    <dd>{f.shownCnt}개</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </ListResults>

      <h2 className={styles.sectionTitle}>동행축제 참여 신청</h2>
      {joinable.length === 0 ? (
        <p className={list.meta}>지금 참여 신청할 수 있는 동행축제가 없습니다.</p>
      ) : (
        <JoinForm festivals={joinable} />
      )}

      <h2 className={styles.sectionTitle}>상품 등록</h2>
      {registrable.length === 0 ? (
        <p className={list.meta}>진행 중이거나 예정된 동행축제에 참여 신청하면 상품을 등록할 수 있습니다.</p>
      ) : (
        <RegisterForm festivals={registrable} />
      )}

      <h2 className={styles.sectionTitle}>등록한 상품</h2>
      <ListResults query={products} empty={{ message: '등록한 상품이 없습니다.' }}>
        {(items) => (
          <ul className={styles.myProducts}>
            {items.map((p) => (
              <MyProduct key={`${p.manprdId}-${p.updtDt}`} p={p} />
            ))}
          </ul>
        )}
      </ListResults>
    </section>
  );
}
