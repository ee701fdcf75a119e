import { BoardEntries } from '@/features/scommunity/components/BoardEntries';

export default function ScommunityDataPage() {
  return <BoardEntries kind="data" />;
}
