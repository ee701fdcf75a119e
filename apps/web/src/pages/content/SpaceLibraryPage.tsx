import type { BoardConfig } from '@/features/content/components/ContentBoard';
import { ContentBoard } from '@/features/content/components/ContentBoard';

const CONFIG: BoardConfig = {
  title: '소셜 스페이스 자료실',
  description: '내려받아 쓰는 양식과 가이드입니다.',
  type: 'plygrnd3',
  withOption: false,
  showThumb: true,
};

export default function SpaceLibraryPage() {
  return <ContentBoard config={CONFIG} />;
}
