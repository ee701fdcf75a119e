import type { FestivalShowcase as Showcase } from '@onfan/contracts/festival';
import { formatWon } from '@onfan/contracts/format';
import { formatYmd } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ListResults } from '@/components/ui/ListPage';
import { Badge, type BadgeVariant } from '@/components/ui/Badge';
import { LinkButton } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/Tabs';
import { loginHref } from '@/lib/session/require-login';
import { useSession } from '@/lib/session/session-context';
import { showcaseQuery } from '../festival-api';
import list from '@/components/ui/ListPage.module.css';
import styles from './Festival.module.css';

export const STS_BADGE: Record<'upcoming' | 'open' | 'closed', BadgeVariant> = {
  upcoming: 'information',
  open: 'success',
  closed: 'gray',
};
const MY_FESTIVAL_PATH = '/mypage/festival';

/** The festival to open first: the one under way, else the next, else the last. */
function firstFestival(festivals: Showcase['festivals']) {
  return (
    festivals.find((f) => f.sts === 'open') ??
    festivals.find((f) => f.sts === 'upcoming') ??
    festivals[festivals.length - 1]
  );
}

function Products({ festival }: { festival: Showcase['festivals'][number] }) {
  return (
    <>
      <div className={styles.panelHead}>
        <p className={list.badges}>
          <Badge variant={STS_BADGE[festival.sts]}>{festival.stsNm}</Badge>
          <span>
            {festival.campnNm} · {formatYmd(festival.bgngYmd)} ~ {formatYmd(festival.endYmd)}
          </span>
        </p>
        <p>{festival.campnDesc}</p>
      </div>
      {festival.products.length === 0 ? (
        <EmptyState message="소개할 상품을 준비하고 있습니다." />
      ) : (
        <ul className={styles.products}>
          {festival.products.map((p) => (
            <li key={p.manprdId} className={styles.product}>
              <p className={list.badges}>
                <Badge variant="secondary">{p.ctgrNm}</Badge>
              </p>
              <h3 className={styles.productName}>{p.manprdNm}</h3>
              <p className={list.meta}>{p.strNm}</p>
              <p className={styles.price}>{formatWon(p.prc)}</p>
              <p>{p.manprdDesc}</p>
              <div className={styles.buy}>
                {p.buyUrl ? (
                  <LinkButton href={p.buyUrl} external variant="secondary" size="small">
                    구매하러 가기<span className="sr-only">: {p.manprdNm}</span>
                  </LinkButton>
                ) : (
                  <p className={list.meta}>축제 기간에 매장에서 구매할 수 있습니다.</p>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * The festival (동행축제) section of the local-economy page: each season's festival (May, September, December) in a
 * tab with its approved, shown products, and how a small business takes part.
 */
export function FestivalShowcase() {
  const { status } = useSession();
  const results = useQuery(showcaseQuery());
  return (
    <section aria-labelledby="festival-title" id="festival" className={styles.section}>
      <h2 id="festival-title" className={styles.sectionTitle}>
        동행축제 상품
      </h2>
      <p className={styles.lead}>
        동행축제는 5월, 9월, 12월에 전국 소상공인과 전통시장이 함께 여는 소비 촉진 축제입니다. 축제에 참여한 소상공인의
        상품 가운데 운영자 승인을 거친 상품을 소개합니다. 구매는 각 매장이나 매장의 판매 페이지에서 합니다.
      </p>
      <ListResults
        query={results}
        items={(d) => d.festivals}
        failed={{ message: '동행축제 상품을 불러오지 못했습니다.', description: '잠시 후 다시 시도해주세요.' }}
        empty={{ message: '예정된 동행축제가 없습니다.' }}
      >
        {(items, data) => (
          <Tabs defaultSelectedKey={firstFestival(data.festivals)?.season}>
            <TabList aria-label="동행축제 회차">
              {items.map((f) => (
                <Tab key={f.season} id={f.season}>
                  {f.seasonNm}
                </Tab>
              ))}
            </TabList>
            {items.map((f) => (
              <TabPanel key={f.season} id={f.season}>
                <Products festival={f} />
              </TabPanel>
            ))}
          </Tabs>
        )}
      </ListResults>
      <div className={styles.join}>
        <p>
          <strong>동행축제에 참여하는 소상공인이신가요?</strong> 참여 신청 후 상품을 등록하면 운영자 승인을 거쳐 이곳에
          소개됩니다.
        </p>
        <p className={styles.links}>
          {status === 'authenticated' ? (
            <Link to={MY_FESTIVAL_PATH}>마이페이지에서 참여 신청·상품 등록</Link>
          ) : (
            <>
              <Link to={loginHref(MY_FESTIVAL_PATH)}>로그인하고 참여 신청하기</Link>
              <Link to="/join/dhfesta">축제 참여 회원가입</Link>
            </>
          )}
        </p>
      </div>
    </section>
  );
}
