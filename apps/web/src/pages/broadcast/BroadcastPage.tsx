import { BroadcastList } from '@/features/broadcast/components/BroadcastList';

export default function BroadcastPage() {
  return <BroadcastList />;
}
