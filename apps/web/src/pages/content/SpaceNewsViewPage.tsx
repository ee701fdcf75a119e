import type { ArticleConfig } from '@/features/content/components/ContentArticle';
import { ContentArticle } from '@/features/content/components/ContentArticle';

const CONFIG: ArticleConfig = {
  title: '소셜 스페이스',
  type: 'plygrnd2',
  idParam: 'plygrndId',
};

export default function SpaceNewsViewPage() {
  return <ContentArticle config={CONFIG} />;
}
