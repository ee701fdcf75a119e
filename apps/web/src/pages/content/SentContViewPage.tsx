import { useParams } from 'react-router';
import { ContentArticle } from '@/features/content/components/ContentArticle';

export default function SentContViewPage() {
  const { sentContCtgrDcd = 'guide' } = useParams();
  return (
    <ContentArticle
      config={{
        title: '콘텐츠',
        viewPath: '/sentcont',
        idParam: 'sentContId',
        listHref: `/sentcont/${sentContCtgrDcd}/list`,
        viewHref: (id) => `/sentcont/${sentContCtgrDcd}/view/${id}`,
        viewType: 'sentcont',
      }}
    />
  );
}
