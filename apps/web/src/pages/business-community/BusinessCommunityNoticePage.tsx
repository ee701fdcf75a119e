import { BoardEntries } from '@/features/business-community/components/BoardEntries';

export default function BusinessCommunityNoticePage() {
  return <BoardEntries kind="notice" />;
}
