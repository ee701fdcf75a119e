import { SupportBizIntro } from '@/features/content/components/SupportBiz';

export default function SupportBizIntroPage() {
  return <SupportBizIntro />;
}
