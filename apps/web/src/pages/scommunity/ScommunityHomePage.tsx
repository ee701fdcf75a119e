import { CommunityHome } from '@/features/scommunity/components/CommunityHome';
import { scommunityEditor } from './editor-slot';

export default function ScommunityHomePage() {
  return <CommunityHome editor={scommunityEditor} />;
}
