import { CampaignDetailView } from '@/features/campaign/components/CampaignDetailView';

export default function CampaignViewPage() {
  return <CampaignDetailView />;
}
