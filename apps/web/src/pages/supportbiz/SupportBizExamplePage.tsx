import { useParams } from 'react-router';
import { ContentArticle } from '@/features/content/components/ContentArticle';
import { supportBizPaths } from '@/features/content/components/SupportBiz';

/** supportbiz/intrd/{intrdId}/exm/{exmId}: one example; previous/next stay within its introduction. */
export default function SupportBizExamplePage() {
  const intrdId = Number(useParams().intrdId);
  return (
    <ContentArticle
      config={{
        title: '지원사업 사례',
        viewPath: '/support/intrd/exm',
        idParam: 'exmId',
        listHref: supportBizPaths.examples(intrdId),
        viewHref: (id) => supportBizPaths.example(intrdId, id),
        viewType: 'intrdexm',
      }}
    />
  );
}
