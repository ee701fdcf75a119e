import { PostSearch } from '@/features/business-community/components/PostSearch';

export default function BusinessCommunitySearchPage() {
  return <PostSearch />;
}
