import { CAMPAIGN_MESSAGES } from '@onfan/contracts/campaign';
import { USER_PATTERN } from '@onfan/contracts/envelope';
import { formatYmd } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { TITLE_PRIORITY, useDocumentTitle } from '@/lib/document-title';
import { Button, LinkButton } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { RecordResult } from '@/components/ui/RecordResult';
import { requireLogin } from '@/lib/session/require-login';
import { useSession } from '@/lib/session/session-context';
import { campaignViewQuery, useCampaignApply } from '../campaign-api';
import { CampaignBadges } from './CampaignBadges';
import list from '@/components/ui/ListPage.module.css';
import styles from './Campaign.module.css';

/** What the apply button says in each state; only 신청하기 can be pressed. */
function buttonLabel(state: string, applied: boolean): string {
  if (applied) return '신청완료';
  if (state === 'upcoming') return '모집예정';
  if (state === 'closed') return '모집마감';
  return '신청하기';
}

/** One campaign: entry and activity periods, description, image, and the creator's apply button. */
export function CampaignDetailView() {
  const id = Number(useParams().matchCampnId);
  const { isAuthenticated, session } = useSession();
  const query = useQuery(campaignViewQuery(id));
  useDocumentTitle(query.data?.matchCampnNm ?? '', TITLE_PRIORITY.item);
  const apply = useCampaignApply(id);

  // A visitor is asked to log in and comes back here; the server decides the rest and its message is shown as is.
  const onApply = async () => {
    if (!(await requireLogin(isAuthenticated))) return;
    await apply.run();
  };

  return (
    <RecordResult
      query={query}
      valid={id > 0}
      notFound={{ message: CAMPAIGN_MESSAGES.notFound, action: <LinkButton href="/campaign">목록</LinkButton> }}
      title="캠페인 상세"
    >
      {(data) => {
        const open = data.state === 'open' && !data.applied;
        const notCreator = isAuthenticated && session !== null && session.userPattnCd !== USER_PATTERN.creator;
        return (
          <div className={list.wrap}>
            <PageHeader title="캠페인 상세" />
            <article className={list.detail}>
              {data.rprsImgPt ? (
                <img
                  className={list.detailImage}
                  src={data.rprsImgPt}
                  alt={data.imgAlt ?? `${data.matchCampnNm} 대표 이미지`}
                />
              ) : null}
              <div>
                <div className={list.badges}>
                  <CampaignBadges item={data} />
                  <span className={list.meta}>{data.clsNm}</span>
                </div>
                <h2 className={list.detailTitle}>{data.matchCampnNm}</h2>
                <dl className={list.info}>
                  <dt>모집기간</dt>
                  <dd>
                    {formatYmd(data.entryBgngYmd)} ~ {formatYmd(data.entryEndYmd)}
                  </dd>
                  <dt>활동기간</dt>
                  <dd>
                    {formatYmd(data.matchCampnBgngYmd)} ~ {formatYmd(data.matchCampnEndYmd)}
                  </dd>
                  <dt>분류</dt>
                  <dd>{data.clsNm}</dd>
                  <dt>모집인원</dt>
                  <dd>
                    {data.rcrtCnt}명{data.closedEarly ? ' (모집 조기 마감)' : ''}
                  </dd>
                </dl>
                <div className={styles.actions}>
                  <Button onPress={() => void onApply()} isDisabled={!open || apply.isPending}>
                    {buttonLabel(data.state, data.applied)}
                  </Button>
                  <LinkButton href="/campaign" variant="tertiary">
                    목록
                  </LinkButton>
                </div>
                {notCreator && data.state === 'open' ? (
                  <p className={list.note}>
                    캠페인은 크리에이터만 신청할 수 있습니다. <Link to="/mypage2/myinfo">내 정보</Link>에서 크리에이터로
                    전환해주세요.
                  </p>
                ) : null}
                {data.applied ? (
                  <p className={list.note}>
                    신청 내역은 <Link to="/mypage/campaign">마이페이지 캠페인 신청 내역</Link>에서 확인할 수 있습니다.
                  </p>
                ) : null}
              </div>
            </article>
            <section className={styles.description} aria-labelledby="campaign-description">
              <h3 id="campaign-description">캠페인 소개</h3>
              {data.matchCampnCn.split('\n').map((line, i) => (
                <p key={i}>{line}</p>
              ))}
            </section>
          </div>
        );
      }}
    </RecordResult>
  );
}
