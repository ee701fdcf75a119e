import type { BoardConfig } from '@/features/content/components/ContentBoard';
import { ContentBoard } from '@/features/content/components/ContentBoard';

const CONFIG: BoardConfig = {
  title: '정책 소식',
  description: '알아두면 좋은 정책 정보를 정리했습니다.',
  type: 'issue2',
  withOption: false,
  showThumb: true,
};

export default function PolicyNewsPage() {
  return <ContentBoard config={CONFIG} />;
}
