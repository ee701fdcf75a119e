import { PromotionView } from '@/features/econ-promotion/components/PromotionView';

export default function SubscriptionPage() {
  return <PromotionView kind="subs" />;
}
