import { SupportBizHome } from '@/features/content/components/SupportBiz';

export default function SupportBizPage() {
  return <SupportBizHome />;
}
