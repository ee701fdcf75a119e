import type { BoardConfig } from '@/features/content/components/ContentBoard';
import { ContentBoard } from '@/features/content/components/ContentBoard';

const CONFIG: BoardConfig = {
  title: '소셜 스페이스',
  description: '공간별 소식과 이용 안내입니다.',
  type: 'plygrnd2',
  categories: [
    { code: '1012001', name: '소셜 스페이스' },
    { code: '1012002', name: '라이브 스튜디오' },
    { code: '1012003', name: '소담상회' },
  ],
  withOption: false,
  showThumb: true,
};

export default function SpaceNewsPage() {
  return <ContentBoard config={CONFIG} />;
}
