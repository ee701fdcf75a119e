import type { BoardConfig } from '@/features/content/components/ContentBoard';
import { ContentBoard } from '@/features/content/components/ContentBoard';

const CONFIG: BoardConfig = {
  title: '인터뷰',
  description: '먼저 성장한 사장님과 크리에이터의 이야기입니다.',
  type: 'interview',
  withOption: false,
  showThumb: true,
};

export default function InterviewPage() {
  return <ContentBoard config={CONFIG} />;
}
