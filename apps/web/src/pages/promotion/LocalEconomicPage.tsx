import { publicPageDescription } from '@onfan/contracts/page-meta';
import { PromotionView } from '@/features/econ-promotion/components/PromotionView';
import { FestivalShowcase } from '@/features/festival/components/FestivalShowcase';

/** promotion/localeconomic: the local-economy promotion and the festival (동행축제) products (the header's 축제 link). */
export default function LocalEconomicPage() {
  return (
    <PromotionView kind="local" description={publicPageDescription('/promotion/localeconomic')}>
      <FestivalShowcase />
    </PromotionView>
  );
}
