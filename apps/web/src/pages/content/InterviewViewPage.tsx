import type { ArticleConfig } from '@/features/content/components/ContentArticle';
import { ContentArticle } from '@/features/content/components/ContentArticle';

const CONFIG: ArticleConfig = {
  title: '인터뷰',
  type: 'interview',
  idParam: 'interviewId',
};

export default function InterviewViewPage() {
  return <ContentArticle config={CONFIG} />;
}
