import { SupportList } from '@/features/support/components/SupportList';

export default function Support2Page() {
  return (
    <SupportList
      title="지방자치단체 지원사업"
      description="우리 지역 지방자치단체의 지원사업입니다."
      sprtPattnDcd="2"
    />
  );
}
