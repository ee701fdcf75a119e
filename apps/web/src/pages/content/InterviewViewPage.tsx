import type { ArticleConfig } from '@/features/content/components/ContentArticle';
import { ContentArticle } from '@/features/content/components/ContentArticle';

const CONFIG: ArticleConfig = {
  title: '인터뷰',
  viewPath: '/information/interview',
  idParam: 'interviewId',
  listHref: '/interview',
  viewHref: (id) => `/interview/${id}/view`,
  viewType: 'interview',
};

export default function InterviewViewPage() {
  return <ContentArticle config={CONFIG} />;
}
