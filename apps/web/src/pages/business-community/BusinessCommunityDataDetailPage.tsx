import { EntryView } from '@/features/business-community/components/BoardEntries';

export default function BusinessCommunityDataDetailPage() {
  return <EntryView kind="data" />;
}
