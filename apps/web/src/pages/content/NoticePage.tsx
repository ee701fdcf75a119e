import type { BoardConfig } from '@/features/content/components/ContentBoard';
import { ContentBoard } from '@/features/content/components/ContentBoard';

const CONFIG: BoardConfig = {
  title: '공지사항',
  description: '온판의 새 소식과 안내를 알려드립니다.',
  type: 'notice',
  withOption: true,
  showThumb: false,
};

export default function NoticePage() {
  return <ContentBoard config={CONFIG} />;
}
