import { publicPageDescription } from '@onfan/contracts/page-meta';
import type { BoardConfig } from '@/features/content/components/ContentBoard';
import { ContentBoard } from '@/features/content/components/ContentBoard';

const CONFIG: BoardConfig = {
  title: '소식',
  description: publicPageDescription('/issue'),
  type: 'issue',
  withOption: false,
  showThumb: true,
};

export default function IssuePage() {
  return <ContentBoard config={CONFIG} />;
}
