import type { ArticleConfig } from '@/features/content/components/ContentArticle';
import { ContentArticle } from '@/features/content/components/ContentArticle';

const CONFIG: ArticleConfig = {
  title: '소식',
  viewPath: '/information/issue',
  idParam: 'issueId',
  listHref: '/issue',
  viewHref: (id) => `/issue/${id}/view`,
  viewType: 'issue',
};

export default function IssueViewPage() {
  return <ContentArticle config={CONFIG} />;
}
