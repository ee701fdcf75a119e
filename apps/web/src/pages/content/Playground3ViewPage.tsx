import type { ArticleConfig } from '@/features/content/components/ContentArticle';
import { ContentArticle } from '@/features/content/components/ContentArticle';

const CONFIG: ArticleConfig = {
  title: '소셜 스페이스 자료실',
  viewPath: '/community/plygrnd3',
  idParam: 'plygrndId',
  listHref: '/playground3',
  viewHref: (id) => `/playground3/${id}/view`,
  viewType: 'plygrnd3',
};

export default function Playground3ViewPage() {
  return <ContentArticle config={CONFIG} />;
}
