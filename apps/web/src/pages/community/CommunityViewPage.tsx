import { MESSAGE_RELATED } from '@onfan/contracts/message';
import { CommunityPostView } from '@/features/community/components/CommunityPostView';
import { ContactButton } from '@/features/message/components/ContactButton';

/** A community post with a message to its writer (rltdTblNo 2) for everyone but the writer. */
export default function CommunityViewPage() {
  return (
    <CommunityPostView
      actions={(post) =>
        post.mine ? null : (
          <ContactButton
            label="작성자에게 메시지"
            variant="secondary"
            target={{
              rcvrUserId: post.userId,
              rcvrNm: post.nickNm || post.userNm,
              rltdTblNo: MESSAGE_RELATED.post,
              rltdTblKey: String(post.comunBltartclId),
            }}
          />
        )
      }
    />
  );
}
