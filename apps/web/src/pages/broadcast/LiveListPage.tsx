import { LiveList } from '@/features/broadcast/components/LiveList';

export default function LiveListPage() {
  return <LiveList />;
}
