import { publicPageDescription } from '@onfan/contracts/page-meta';
import type { BoardConfig } from '@/features/content/components/ContentBoard';
import { ContentBoard } from '@/features/content/components/ContentBoard';

const CONFIG: BoardConfig = {
  title: '소상공인 판로 지원',
  description: publicPageDescription('/support/smb-sales'),
  type: 'smbsales',
  withOption: false,
  showThumb: true,
};

export default function SmbSalesListPage() {
  return <ContentBoard config={CONFIG} />;
}
