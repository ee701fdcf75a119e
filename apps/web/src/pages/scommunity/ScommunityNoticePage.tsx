import { BoardEntries } from '@/features/scommunity/components/BoardEntries';

export default function ScommunityNoticePage() {
  return <BoardEntries kind="notice" />;
}
