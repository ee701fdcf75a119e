import { ReportDialog } from '@/features/community/components/ReportDialog';
import { PostView } from '@/features/business-community/components/PostView';
import { businessCommunityEditor } from './editor-slot';

/**
 * `scommunity/detail` and `scommunity/detail/search` (the same post, reached from search results), with the
 * community board's editor and report dialog (one queue for every report).
 */
export default function BusinessCommunityDetailPage() {
  return (
    <PostView
      editor={businessCommunityEditor}
      report={(target, onClose) => <ReportDialog comunBltartclId={0} target={target} onClose={onClose} />}
    />
  );
}
