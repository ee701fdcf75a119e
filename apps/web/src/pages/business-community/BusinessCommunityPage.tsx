import { CommunityList } from '@/features/business-community/components/CommunityList';

export default function BusinessCommunityPage() {
  return <CommunityList />;
}
