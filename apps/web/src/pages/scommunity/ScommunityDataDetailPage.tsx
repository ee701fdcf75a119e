import { EntryView } from '@/features/scommunity/components/BoardEntries';

export default function ScommunityDataDetailPage() {
  return <EntryView kind="data" />;
}
