import { LiveComing } from '@/features/broadcast/components/LiveView';

export default function LiveComingPage() {
  return <LiveComing />;
}
