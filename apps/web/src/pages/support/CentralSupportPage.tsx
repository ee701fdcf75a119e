import { publicPageDescription } from '@onfan/contracts/page-meta';
import { SupportList } from '@/features/support/components/SupportList';

export default function CentralSupportPage() {
  return <SupportList title="중앙부처 지원사업" description={publicPageDescription('/support1')} sprtPattnDcd="1" />;
}
