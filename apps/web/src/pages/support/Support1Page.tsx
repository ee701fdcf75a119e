import { SupportList } from '@/features/support/components/SupportList';

export default function Support1Page() {
  return (
    <SupportList
      title="중앙부처 지원사업"
      description="중소벤처기업부 등 중앙부처가 추진하는 지원사업입니다."
      sprtPattnDcd="1"
    />
  );
}
