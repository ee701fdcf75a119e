import { PostSearch } from '@/features/scommunity/components/PostSearch';

export default function ScommunitySearchPage() {
  return <PostSearch />;
}
