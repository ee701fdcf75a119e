import { LessonView } from '@/features/education/components/LessonView';

export default function EducationLessonPage() {
  return <LessonView />;
}
