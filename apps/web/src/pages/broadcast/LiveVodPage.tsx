import { VodView } from '@/features/broadcast/components/VodView';

export default function LiveVodPage() {
  return <VodView live />;
}
