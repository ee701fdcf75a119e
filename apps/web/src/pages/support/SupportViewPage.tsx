import { SupportDetailView } from '@/features/support/components/SupportDetailView';

export default function SupportViewPage() {
  return <SupportDetailView />;
}
