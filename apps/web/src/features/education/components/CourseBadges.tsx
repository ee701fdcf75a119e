import type { CourseSummary } from '@onfan/contracts/education';
import { Badge } from '@/components/ui/Badge';

/** A course's free/paid, level and (for members) progress badges. */
export function CourseBadges({ course }: { course: CourseSummary }) {
  return (
    <>
      {course.freeYn === 'Y' ? <Badge variant="success">무료</Badge> : <Badge variant="gray">유료</Badge>}
      <Badge variant="secondary">{course.lvlNm}</Badge>
      {course.progressPct !== null ? (
        <Badge variant={course.progressPct === 100 ? 'primary' : 'information'}>
          {course.progressPct === 100 ? '수료' : `학습 ${course.progressPct}%`}
        </Badge>
      ) : null}
    </>
  );
}
