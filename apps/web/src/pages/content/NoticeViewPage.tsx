import type { ArticleConfig } from '@/features/content/components/ContentArticle';
import { ContentArticle } from '@/features/content/components/ContentArticle';

const CONFIG: ArticleConfig = {
  title: '공지사항',
  type: 'notice',
  idParam: 'ntcId',
};

export default function NoticeViewPage() {
  return <ContentArticle config={CONFIG} />;
}
