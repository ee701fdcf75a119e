import { intrdCategory } from '@onfan/contracts/content';
import { useParams } from 'react-router';
import { ContentArticle } from '@/features/content/components/ContentArticle';

/** supportbiz/intrd/{intrdId}/exm/{exmId}: one example; previous/next stay within its introduction. */
export default function SupportBizExamplePage() {
  const intrdId = Number(useParams().intrdId);
  return (
    <ContentArticle
      config={{ title: '지원사업 사례', type: 'intrdexm', idParam: 'exmId', category: intrdCategory(intrdId) }}
    />
  );
}
