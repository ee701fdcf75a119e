import { ShortsView } from '@/features/broadcast/components/ShortsView';

export default function ShortFormViewPage() {
  return <ShortsView />;
}
