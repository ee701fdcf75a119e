import type { ArticleConfig } from '@/features/content/components/ContentArticle';
import { ContentArticle } from '@/features/content/components/ContentArticle';

const CONFIG: ArticleConfig = {
  title: '소상공인 판로 지원',
  type: 'smbsales',
  idParam: 'id',
};

export default function SmbSalesDetailPage() {
  return <ContentArticle config={CONFIG} />;
}
