import type { ArticleConfig } from '@/features/content/components/ContentArticle';
import { ContentArticle } from '@/features/content/components/ContentArticle';

const CONFIG: ArticleConfig = {
  title: '소셜 스페이스 자료실',
  type: 'plygrnd3',
  idParam: 'plygrndId',
};

export default function SpaceLibraryViewPage() {
  return <ContentArticle config={CONFIG} />;
}
