import { CommunityPostView } from '@/features/community/components/CommunityPostView';

export default function CommunityViewPage() {
  return <CommunityPostView />;
}
