import { SupportList } from '@/features/support/components/SupportList';

export default function SupportPage() {
  return (
    <SupportList title="지원사업" description="중앙부처와 지방자치단체의 소상공인 지원사업을 한곳에서 찾아보세요." />
  );
}
