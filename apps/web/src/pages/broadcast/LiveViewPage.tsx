import { LiveView } from '@/features/broadcast/components/LiveView';

export default function LiveViewPage() {
  return <LiveView />;
}
