import { useSearchParams } from 'react-router';
import { ContentArticle } from '@/features/content/components/ContentArticle';

/** issue/{issueId}/view: a news item, or a policy news item (`?kind=issue2`, see portalPath). */
export default function IssueViewPage() {
  const [search] = useSearchParams();
  const policy = search.get('kind') === 'issue2';
  return (
    <ContentArticle
      key={policy ? 'issue2' : 'issue'}
      config={{ title: policy ? '정책 소식' : '소식', type: policy ? 'issue2' : 'issue', idParam: 'issueId' }}
    />
  );
}
