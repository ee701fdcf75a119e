import { FootholdList } from '@/features/foothold/components/FootholdList';

export default function FootholdPage() {
  return <FootholdList />;
}
