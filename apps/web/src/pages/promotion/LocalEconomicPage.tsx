import { PromotionView } from '@/features/econ-promotion/components/PromotionView';

export default function LocalEconomicPage() {
  return <PromotionView kind="local" />;
}
