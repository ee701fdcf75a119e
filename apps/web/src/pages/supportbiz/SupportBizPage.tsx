import { SupportBizHome } from '@/features/support/components/SupportBiz';

export default function SupportBizPage() {
  return <SupportBizHome />;
}
