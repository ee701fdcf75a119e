import { MySuspensionNotice } from '@/features/community/components/MySuspensionNotice';
import MyComments from '@/features/scommunity/components/MyComments';
import styles from './section.module.css';

/**
 * mypage/scommunity: the member's community activity — a posting suspension in force first (its end and reason,
 * decision 041), then the replies they wrote in small-business communities.
 */
export default function CommunityActivitySection() {
  return (
    <div className={styles.section}>
      <MySuspensionNotice />
      <MyComments />
    </div>
  );
}
