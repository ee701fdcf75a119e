import { publicPageDescription } from '@onfan/contracts/page-meta';
import type { BoardConfig } from '@/features/content/components/ContentBoard';
import { ContentBoard } from '@/features/content/components/ContentBoard';

const CONFIG: BoardConfig = {
  title: '소셜 스페이스',
  description: publicPageDescription('/playground'),
  type: 'plygrnd',
  withOption: false,
  showThumb: true,
};

export default function PlaygroundPage() {
  return <ContentBoard config={CONFIG} />;
}
