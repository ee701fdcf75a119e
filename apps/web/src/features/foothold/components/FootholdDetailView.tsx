import type { FootholdDetail } from '@onfan/contracts/foothold';
import { FOOTHOLD_CHANNEL_KEYS, FOOTHOLD_CHANNELS, FOOTHOLD_MESSAGES } from '@onfan/contracts/foothold';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { TITLE_PRIORITY, useDocumentTitle } from '@/lib/document-title';
import { Badge } from '@/components/ui/Badge';
import { LinkButton } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { RecordResult } from '@/components/ui/RecordResult';
import { footholdViewQuery } from '../foothold-api';
import { FOOTHOLD_TEXT } from './FootholdList';
import { FootholdTags } from './FootholdTags';
import list from '@/components/ui/ListPage.module.css';
import styles from './Foothold.module.css';

/** The accessible name of a channel link: where it goes, and that it opens a new window. */
export const channelLinkName = (channel: string, fthldNm: string) => `${fthldNm}의 ${channel} (새 창 열림)`;

/**
 * One creator's foothold: image, name, intro, content (as text), channel links and tags. `actions` adds what the page
 * composes from other features (the contact button) beside the list button.
 */
export function FootholdDetailView({ actions }: { actions?: (foothold: FootholdDetail) => ReactNode } = {}) {
  const id = Number(useParams().ctrFthldId);
  const query = useQuery(footholdViewQuery(id));
  useDocumentTitle(query.data?.fthldNm ?? '', TITLE_PRIORITY.item);

  return (
    <RecordResult
      query={query}
      valid={id > 0}
      notFound={{ message: FOOTHOLD_MESSAGES.notFound, action: <LinkButton href="/foothold">목록</LinkButton> }}
      title="크리에이터 거점 상세"
    >
      {(data) => {
        const channels = FOOTHOLD_CHANNEL_KEYS.flatMap((k) => {
          const url = data[k];
          return url ? [{ key: k, url, name: FOOTHOLD_CHANNELS[k].name }] : [];
        });
        return (
          <div className={list.wrap}>
            <PageHeader title="크리에이터 거점 상세" />
            <article className={list.detail}>
              {data.rprsImgPtUrl ? (
                <img
                  className={list.detailImage}
                  src={data.rprsImgPtUrl}
                  alt={`${data.fthldNm} 대표 이미지`}
                  width={640}
                  height={360}
                />
              ) : null}
              <div>
                <div className={list.badges}>
                  {data.certCtrYn === 'Y' ? (
                    <Badge variant="success" appearance="filled">
                      {FOOTHOLD_TEXT.certified}
                    </Badge>
                  ) : null}
                  {data.primActvtCtgr ? <span className={list.meta}>{data.primActvtCtgr}</span> : null}
                </div>
                <h2 className={list.detailTitle}>{data.fthldNm}</h2>
                {data.fthldIntro ? <p className={styles.detailIntro}>{data.fthldIntro}</p> : null}
                <p className={list.meta}>
                  크리에이터 {data.nickNm ?? data.userNm}
                  {data.nickNm ? ` (${data.userNm})` : ''}
                </p>
                <FootholdTags item={data} />
                {channels.length > 0 ? (
                  <section aria-labelledby="foothold-channels">
                    <h3 id="foothold-channels" className={styles.subTitle}>
                      채널
                    </h3>
                    <ul className={list.tabs}>
                      {channels.map((c) => (
                        <li key={c.key}>
                          <a
                            className={list.tab}
                            href={c.url}
                            target="_blank"
                            rel="noopener noreferrer"
                            aria-label={channelLinkName(c.name, data.fthldNm)}
                          >
                            {c.name}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </section>
                ) : null}
                <div className={styles.actions}>
                  {actions?.(data)}
                  <LinkButton href="/foothold" variant="tertiary">
                    목록
                  </LinkButton>
                </div>
              </div>
            </article>
            {data.fthldCn ? (
              <section className={styles.description} aria-labelledby="foothold-content">
                <h3 id="foothold-content">크리에이터 소개</h3>
                {data.fthldCn.split(/\n{2,}/).map((para, i) => (
                  <p key={i}>{para}</p>
                ))}
              </section>
            ) : null}
          </div>
        );
      }}
    </RecordResult>
  );
}
