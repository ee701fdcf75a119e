import { CommunityPostEditor } from '@/features/community/components/CommunityPostForm';

export default function CommunityEditPage() {
  return <CommunityPostEditor />;
}
