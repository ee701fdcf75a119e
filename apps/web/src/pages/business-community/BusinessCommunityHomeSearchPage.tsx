import { CommunityHome } from '@/features/business-community/components/CommunityHome';
import { businessCommunityEditor } from './editor-slot';

export default function BusinessCommunityHomeSearchPage() {
  return <CommunityHome searching editor={businessCommunityEditor} />;
}
