import { EduApply } from '@/features/education/components/EduApply';

export default function EducationApplyPage() {
  return <EduApply />;
}
