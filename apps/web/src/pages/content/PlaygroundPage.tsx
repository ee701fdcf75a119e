import type { BoardConfig } from '@/features/content/components/ContentBoard';
import { ContentBoard } from '@/features/content/components/ContentBoard';

const CONFIG: BoardConfig = {
  title: '소셜 스페이스',
  description: '소셜 스페이스의 프로그램과 현장 소식입니다.',
  type: 'plygrnd',
  withOption: false,
  showThumb: true,
};

export default function PlaygroundPage() {
  return <ContentBoard config={CONFIG} />;
}
