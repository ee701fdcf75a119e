import { PostView } from '@/features/scommunity/components/PostView';
import { scommunityEditor } from './editor-slot';

/** `scommunity/detail` and `scommunity/detail/search` (the same post, reached from search results). */
export default function ScommunityDetailPage() {
  return <PostView editor={scommunityEditor} />;
}
