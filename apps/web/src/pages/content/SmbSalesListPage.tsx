import type { BoardConfig } from '@/features/content/components/ContentBoard';
import { ContentBoard } from '@/features/content/components/ContentBoard';

const CONFIG: BoardConfig = {
  title: '소상공인 판로 지원',
  description: '온라인 기획전, 홈쇼핑, 공공 구매 등 판로 지원 모집 공고입니다.',
  type: 'smbsales',
  withOption: false,
  showThumb: true,
};

export default function SmbSalesListPage() {
  return <ContentBoard config={CONFIG} />;
}
