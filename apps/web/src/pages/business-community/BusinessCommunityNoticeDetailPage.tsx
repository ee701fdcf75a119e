import { EntryView } from '@/features/business-community/components/BoardEntries';

export default function BusinessCommunityNoticeDetailPage() {
  return <EntryView kind="notice" />;
}
