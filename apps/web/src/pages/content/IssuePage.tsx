import type { BoardConfig } from '@/features/content/components/ContentBoard';
import { ContentBoard } from '@/features/content/components/ContentBoard';

const CONFIG: BoardConfig = {
  title: '소식',
  description: '소상공인 정책과 현장 소식을 전합니다.',
  type: 'issue',
  withOption: false,
  showThumb: true,
};

export default function IssuePage() {
  return <ContentBoard config={CONFIG} />;
}
