import { useParams } from 'react-router';
import { ContentBoard } from '@/features/content/components/ContentBoard';

/** supportbiz/intrd/{intrdId}/exms: the examples of one introduction (the content engine's board). */
export default function SupportBizExamplesPage() {
  const intrdId = Number(useParams().intrdId);
  return (
    <ContentBoard
      key={intrdId}
      config={{
        title: '지원사업 사례',
        description: '지원사업으로 달라진 소상공인의 이야기입니다.',
        type: 'intrdexm',
        intrdId,
        showThumb: true,
      }}
    />
  );
}
