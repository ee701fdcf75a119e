import { EDU_CATEGORIES, type EduCategory } from '@onfan/contracts/education';
import type { CourseDeskRow } from '@onfan/contracts/education.admin';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ConsoleColumn } from '@/features/admin/components/ConsoleList';
import {
  ConsoleListPage,
  FilterSelect,
  useConsoleListQuery,
  UseYnFilter,
  visibilityColumns,
} from '@/features/admin/components/ConsoleListPage';
import { recordColumns } from '@/features/admin/components/record-columns';
import { courseDeskListQuery, useCourseVisibility } from '@/features/education/education-admin-api';

export const COURSES_TEXT = {
  title: '이러닝 과정 관리',
  description:
    '이러닝 과정과 차시를 만들고 고칩니다. 새 과정은 숨김 상태로 등록되며, 차시를 넣은 뒤 공개하면 이러닝 목록에 보입니다.',
  list: '이러닝 과정 목록',
  write: '과정 등록',
  q: '과정명',
  category: '분야',
  no: '번호',
  crsNm: '과정명',
  level: '난이도',
  lessons: '차시',
  lessonsOf: (r: CourseDeskRow) => (r.quizCnt ? `${r.lsnCnt}개 (퀴즈 ${r.quizCnt})` : `${r.lsnCnt}개`),
  enrol: '수강생',
  enrolOf: (r: CourseDeskRow) => `${r.enrolCnt}명 (수료 ${r.cmplCnt})`,
  enrolments: '수강 현황',
  enrolmentsOf: (nm: string) => `${nm} 수강 현황`,
  hide: '숨기기',
  show: '공개',
} as const;

const PAGE_SIZE = 20;
const FILTERS = ['q', 'ctgrCd', 'useYn'] as const;
const CATEGORY_OPTIONS = (Object.keys(EDU_CATEGORIES) as EduCategory[]).map((k) => ({
  value: k,
  label: EDU_CATEGORIES[k],
}));

/** admin/education (교육 담당, 시스템 관리자): courses by name, category and shown or hidden. */
export default function CoursesPage() {
  const query = useConsoleListQuery(FILTERS, PAGE_SIZE);
  const ctgrCd = (query as { ctgrCd?: string }).ctgrCd;
  const list = useQuery(
    courseDeskListQuery({
      ...query,
      ctgrCd: ctgrCd && ctgrCd in EDU_CATEGORIES ? (ctgrCd as EduCategory) : undefined,
    }),
  );
  const visibility = useCourseVisibility();

  const columns: ConsoleColumn<CourseDeskRow>[] = [
    { key: 'no', header: COURSES_TEXT.no, render: (r) => r.eduCrsId, nowrap: true },
    recordColumns.name({ id: 'eduCrsId', name: 'crsNm', header: COURSES_TEXT.crsNm, href: '/admin/education' }),
    { key: 'ctgr', header: COURSES_TEXT.category, render: (r) => r.ctgrNm, nowrap: true },
    { key: 'lvl', header: COURSES_TEXT.level, render: (r) => r.lvlNm, nowrap: true },
    { key: 'lessons', header: COURSES_TEXT.lessons, render: COURSES_TEXT.lessonsOf, nowrap: true },
    {
      key: 'enrol',
      header: COURSES_TEXT.enrol,
      sort: 'enrolCnt',
      sortFirst: 'desc',
      nowrap: true,
      render: (r) => (
        <Link to={`/admin/education/${r.eduCrsId}/enrolments`} aria-label={COURSES_TEXT.enrolmentsOf(r.crsNm)}>
          {COURSES_TEXT.enrolOf(r)}
        </Link>
      ),
    },
    visibilityColumns.useYn(),
    visibilityColumns.regDt(),
    recordColumns.visibility({ id: 'eduCrsId', name: 'crsNm', command: visibility }),
  ];

  return (
    <ConsoleListPage
      text={COURSES_TEXT}
      writeHref="/admin/education/new"
      filterKeys={FILTERS}
      filters={(v, set) => (
        <>
          <FilterSelect name="ctgrCd" label={COURSES_TEXT.category} options={CATEGORY_OPTIONS} values={v} set={set} />
          <UseYnFilter values={v} set={set} />
        </>
      )}
      query={list}
      columns={columns}
      rowKey={(r) => r.eduCrsId}
      pageSize={PAGE_SIZE}
    />
  );
}
