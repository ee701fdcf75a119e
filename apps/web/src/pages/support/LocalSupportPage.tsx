import { publicPageDescription } from '@onfan/contracts/page-meta';
import { SupportList } from '@/features/support/components/SupportList';

export default function LocalSupportPage() {
  return (
    <SupportList title="지방자치단체 지원사업" description={publicPageDescription('/support2')} sprtPattnDcd="2" />
  );
}
