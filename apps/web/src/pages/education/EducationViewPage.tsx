import { CourseDetailView } from '@/features/education/components/CourseDetailView';

export default function EducationViewPage() {
  return <CourseDetailView />;
}
