import { useParams } from 'react-router';
import { ContentArticle } from '@/features/content/components/ContentArticle';

export default function SentContViewPage() {
  const { sentContCtgrDcd = 'guide' } = useParams();
  return (
    <ContentArticle config={{ title: '콘텐츠', type: 'sentcont', idParam: 'sentContId', category: sentContCtgrDcd }} />
  );
}
