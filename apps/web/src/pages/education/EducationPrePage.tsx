import { EduIntro } from '@/features/education/components/EduIntro';

export default function EducationPrePage() {
  return <EduIntro />;
}
