import { VodView } from '@/features/broadcast/components/VodView';

export default function VodViewPage() {
  return <VodView />;
}
