import { LiveSchedule } from '@/features/broadcast/components/LiveSchedule';

export default function LiveSchedulePage() {
  return <LiveSchedule />;
}
