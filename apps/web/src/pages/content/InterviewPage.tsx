import { publicPageDescription } from '@onfan/contracts/page-meta';
import type { BoardConfig } from '@/features/content/components/ContentBoard';
import { ContentBoard } from '@/features/content/components/ContentBoard';

const CONFIG: BoardConfig = {
  title: '인터뷰',
  description: publicPageDescription('/interview'),
  type: 'interview',
  withOption: false,
  showThumb: true,
};

export default function InterviewPage() {
  return <ContentBoard config={CONFIG} />;
}
