import { DiagnosisWizard } from '@/features/diagnosis/components/DiagnosisWizard';

export default function SelfDiagnosisInputPage() {
  return <DiagnosisWizard />;
}
