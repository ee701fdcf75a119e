import { publicPageDescription } from '@onfan/contracts/page-meta';
import { PromotionView } from '@/features/econ-promotion/components/PromotionView';

export default function SubscriptionPage() {
  return <PromotionView kind="subs" description={publicPageDescription('/promotion/subscription')} />;
}
