import { CommunityList } from '@/features/scommunity/components/CommunityList';

export default function ScommunityPage() {
  return <CommunityList />;
}
