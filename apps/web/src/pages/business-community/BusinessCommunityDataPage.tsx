import { BoardEntries } from '@/features/business-community/components/BoardEntries';

export default function BusinessCommunityDataPage() {
  return <BoardEntries kind="data" />;
}
