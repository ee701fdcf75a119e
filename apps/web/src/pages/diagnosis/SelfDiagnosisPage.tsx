import { DiagnosisIntro } from '@/features/diagnosis/components/DiagnosisIntro';

export default function SelfDiagnosisPage() {
  return <DiagnosisIntro />;
}
