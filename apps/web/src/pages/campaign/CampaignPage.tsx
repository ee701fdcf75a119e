import { CampaignList } from '@/features/campaign/components/CampaignList';

export default function CampaignPage() {
  return <CampaignList />;
}
