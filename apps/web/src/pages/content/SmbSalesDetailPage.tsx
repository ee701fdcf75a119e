import type { ArticleConfig } from '@/features/content/components/ContentArticle';
import { ContentArticle } from '@/features/content/components/ContentArticle';

const CONFIG: ArticleConfig = {
  title: '소상공인 판로 지원',
  viewPath: '/support/smb-sales',
  idParam: 'id',
  listHref: '/support/smb-sales/list',
  viewHref: (id) => `/support/smb-sales/detail?id=${id}`,
  viewType: 'smbsales',
};

export default function SmbSalesDetailPage() {
  return <ContentArticle config={CONFIG} />;
}
