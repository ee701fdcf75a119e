import { SupportBizIntro } from '@/features/support/components/SupportBiz';

export default function SupportBizIntroPage() {
  return <SupportBizIntro />;
}
