import { publicPageDescription } from '@onfan/contracts/page-meta';
import { SupportList } from '@/features/support/components/SupportList';

export default function SupportPage() {
  return <SupportList title="지원사업" description={publicPageDescription('/support')} />;
}
