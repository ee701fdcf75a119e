import { SENTCONT_CATEGORIES } from '@onfan/contracts/content';
import { useParams } from 'react-router';
import { ContentBoard } from '@/features/content/components/ContentBoard';

export default function SentContListPage() {
  const { sentContCtgrDcd = 'guide' } = useParams();
  const category = SENTCONT_CATEGORIES.find((c) => c.code === sentContCtgrDcd);
  return (
    <ContentBoard
      key={sentContCtgrDcd}
      config={{
        title: category?.name ?? '콘텐츠',
        description: '소상공인에게 필요한 정보를 주제별로 모았습니다.',
        type: 'sentcont',
        categories: [{ code: sentContCtgrDcd, name: category?.name ?? '콘텐츠' }],
        showThumb: true,
      }}
    />
  );
}
