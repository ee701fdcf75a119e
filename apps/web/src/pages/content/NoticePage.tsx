import { publicPageDescription } from '@onfan/contracts/page-meta';
import type { BoardConfig } from '@/features/content/components/ContentBoard';
import { ContentBoard } from '@/features/content/components/ContentBoard';

const CONFIG: BoardConfig = {
  title: '공지사항',
  description: publicPageDescription('/notice'),
  type: 'notice',
  withOption: true,
  showThumb: false,
};

export default function NoticePage() {
  return <ContentBoard config={CONFIG} />;
}
