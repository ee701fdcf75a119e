import { CommunityBoard } from '@/features/community/components/CommunityBoard';

export default function CommunityPage() {
  return <CommunityBoard />;
}
