import type { ArticleConfig } from '@/features/content/components/ContentArticle';
import { ContentArticle } from '@/features/content/components/ContentArticle';

const CONFIG: ArticleConfig = {
  title: '공지사항',
  viewPath: '/notice/ntc',
  idParam: 'ntcId',
  listHref: '/notice',
  viewHref: (id) => `/notice/${id}/view`,
  viewType: 'notice',
};

export default function NoticeViewPage() {
  return <ContentArticle config={CONFIG} />;
}
