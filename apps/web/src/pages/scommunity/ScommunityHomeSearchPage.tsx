import { CommunityHome } from '@/features/scommunity/components/CommunityHome';
import { scommunityEditor } from './editor-slot';

export default function ScommunityHomeSearchPage() {
  return <CommunityHome searching editor={scommunityEditor} />;
}
