import { EntryView } from '@/features/scommunity/components/BoardEntries';

export default function ScommunityNoticeDetailPage() {
  return <EntryView kind="notice" />;
}
