import { DiagnosisResultView } from '@/features/diagnosis/components/DiagnosisResultView';

export default function SelfDiagnosisResultPage() {
  return <DiagnosisResultView />;
}
