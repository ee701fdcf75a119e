import { FootholdDetailView } from '@/features/foothold/components/FootholdDetailView';

export default function FootholdViewPage() {
  return <FootholdDetailView />;
}
