import type { ArticleConfig } from '@/features/content/components/ContentArticle';
import { ContentArticle } from '@/features/content/components/ContentArticle';

const CONFIG: ArticleConfig = {
  title: '소셜 스페이스',
  viewPath: '/information/plygrnd2',
  idParam: 'plygrndId',
  listHref: '/playground2',
  viewHref: (id, c) => `/playground2/${id}/view${c ? `?ctgrCode=${c}` : ''}`,
  viewType: 'plygrnd2',
};

export default function Playground2ViewPage() {
  return <ContentArticle config={CONFIG} />;
}
