import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ListResults } from '@/components/ui/ListPage';
import { Badge } from '@/components/ui/Badge';
import { myInquiriesQuery } from '../econ-promotion-api';
import list from '@/components/ui/ListPage.module.css';
import styles from './Promotion.module.css';

/** My page: the member's inquiries to the promotions, each with its status and the answer once given. */
export default function MyPromotionInquiries() {
  const results = useQuery(myInquiriesQuery());
  return (
    <section className={styles.section} aria-labelledby="my-promo-title">
      <div>
        <h1 id="my-promo-title" className={styles.title}>
          프로모션 문의 내역
        </h1>
        <p className={list.meta}>
          <Link to="/promotion/subscription">구독경제 프로모션</Link>과{' '}
          <Link to="/promotion/localeconomic">지역경제 프로모션</Link>에 남긴 문의와 답변입니다.
        </p>
      </div>
      <ListResults
        query={results}
        failed={{ message: '문의 내역을 불러오지 못했습니다.', description: '잠시 후 다시 시도해주세요.' }}
        empty={{ message: '남긴 문의가 없습니다.' }}
      >
        {(items) => (
          <ul className={styles.inquiries}>
            {items.map((q) => (
              <li key={q.inqId} className={styles.inquiry}>
                <p className={list.badges}>
                  <Badge variant={q.sts === 'answered' ? 'success' : 'warning'}>{q.stsNm}</Badge>
                  <span className={list.meta}>
                    {q.kindNm}
                    {q.prgmNm ? ` · ${q.prgmNm}` : ''} · {formatDate(q.regDt)}
                  </span>
                </p>
                <h2 className={styles.prgmName}>{q.inqTtl}</h2>
                <p className={styles.text}>{q.inqCn}</p>
                {q.ansCn ? (
                  <div className={styles.answer}>
                    <p>
                      <strong>답변</strong> <span className={list.meta}>{formatDate(q.ansDt)}</span>
                    </p>
                    <p className={styles.text}>{q.ansCn}</p>
                  </div>
                ) : (
                  <p className={list.meta}>담당자가 확인하고 있습니다. 답변이 등록되면 이곳에 표시됩니다.</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </ListResults>
    </section>
  );
}
