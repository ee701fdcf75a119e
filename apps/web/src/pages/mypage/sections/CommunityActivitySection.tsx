import { MySuspensionNotice } from '@/features/community/components/MySuspensionNotice';
import MyComments from '@/features/business-community/components/MyComments';
import styles from './section.module.css';
import { PageHeader } from '@/components/ui/PageHeader';

/**
 * mypage/scommunity: the member's community activity — a posting suspension in force first (its end and reason,
 * decision 041), then the replies they wrote in small-business communities.
 */
export default function CommunityActivitySection() {
  return (
    <div className={styles.section}>
      <PageHeader title="커뮤니티 댓글" />
      <MySuspensionNotice />
      <MyComments />
    </div>
  );
}
