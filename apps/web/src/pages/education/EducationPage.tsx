import { CourseCatalogue } from '@/features/education/components/CourseCatalogue';

export default function EducationPage() {
  return <CourseCatalogue />;
}
