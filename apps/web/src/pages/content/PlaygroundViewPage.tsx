import type { ArticleConfig } from '@/features/content/components/ContentArticle';
import { ContentArticle } from '@/features/content/components/ContentArticle';

const CONFIG: ArticleConfig = {
  title: '소셜 스페이스',
  viewPath: '/information/plygrnd',
  idParam: 'plygrndId',
  listHref: '/playground',
  viewHref: (id) => `/playground/${id}/view`,
  viewType: 'plygrnd',
};

export default function PlaygroundViewPage() {
  return <ContentArticle config={CONFIG} />;
}
