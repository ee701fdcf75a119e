import type { CallInput } from '@onfan/contracts/endpoint';
import {
  educationAdminEndpoints as ep,
  filesUploadedSchema,
  pictureUploadedSchema,
} from '@onfan/contracts/education.admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call, callDownload, callUpload } from '@/lib/api/endpoint-client';
import type { CommandHandlers } from '@/lib/api/use-command';
import { useCommand } from '@/lib/api/use-command';

/**
 * The e-learning desk's calls (교육 담당): courses, lessons (add, edit, reorder, remove), recordings to choose,
 * study materials and pictures, enrolments with their progress and report, certificates revoked and re-issued.
 */

export type CourseDeskFilters = CallInput<typeof ep.courses>['query'];
export type EnrolmentFilters = CallInput<typeof ep.enrolments>['query'];
export type CourseFormInput = CallInput<typeof ep.create>['body'];
export type LessonInput = CallInput<typeof ep.addLesson>['body'];
type CourseEdit = { eduCrsId: number } & CallInput<typeof ep.update>['body'];
type Visibility = { eduCrsId: number; crsNm: string } & CallInput<typeof ep.visibility>['body'];
type LessonEdit = { eduCrsId: number; eduLsnId: number | null } & LessonInput;
type LessonRemove = { eduCrsId: number; eduLsnId: number; lsnNm: string; updtDt: string };
type LessonOrder = { eduCrsId: number } & CallInput<typeof ep.reorderLessons>['body'];
type CertChange = { certNo: string; action: 'revoke' | 'reissue' } & CallInput<typeof ep.revokeCertificate>['body'];

export const educationDeskKeys = {
  all: ['education-admin'] as const,
  list: (f: CourseDeskFilters) => ['education-admin', 'list', f] as const,
  detail: (id: number) => ['education-admin', 'detail', id] as const,
  vods: (q: string) => ['education-admin', 'vods', q] as const,
  enrolments: (id: number, f: EnrolmentFilters) => ['education-admin', 'enrolments', id, f] as const,
  progress: (id: number) => ['education-admin', 'progress', id] as const,
};
/** What members and visitors read of courses: read again after a change. */
const PUBLIC_KEYS = [['education'], ['main']] as const;

export const courseDeskListQuery = (f: CourseDeskFilters) =>
  queryOptions({
    queryKey: educationDeskKeys.list(f),
    queryFn: () => call(ep.courses, { query: f }),
    placeholderData: keepPreviousData,
  });

export const courseDeskQuery = (eduCrsId: number) =>
  queryOptions({
    queryKey: educationDeskKeys.detail(eduCrsId),
    queryFn: () => call(ep.course, { params: { eduCrsId } }),
  });

export const vodChoicesQuery = (q: string) =>
  queryOptions({
    queryKey: educationDeskKeys.vods(q),
    queryFn: () => call(ep.vods, { query: q ? { q } : {} }),
    placeholderData: keepPreviousData,
  });

export const enrolmentsQuery = (eduCrsId: number, f: EnrolmentFilters) =>
  queryOptions({
    queryKey: educationDeskKeys.enrolments(eduCrsId, f),
    queryFn: () => call(ep.enrolments, { params: { eduCrsId }, query: f }),
    placeholderData: keepPreviousData,
  });

export const progressQuery = (eduCrsId: number) =>
  queryOptions({
    queryKey: educationDeskKeys.progress(eduCrsId),
    queryFn: () => call(ep.progress, { params: { eduCrsId } }),
  });

/** Stores picked study materials; they are attached when the lesson is saved. */
export async function uploadMaterials(files: readonly File[]) {
  const answer = filesUploadedSchema.parse(
    await callUpload(ep.uploadFiles, undefined, files, { authPrompt: false, redirectOnServerError: false }),
  );
  return answer.files;
}

/** Stores a course's picture; its address goes in the form. */
export async function uploadCoursePicture(file: File) {
  const answer = pictureUploadedSchema.parse(
    await callUpload(ep.uploadPicture, undefined, file, { authPrompt: false, redirectOnServerError: false }),
  );
  return answer.url;
}

export const downloadCompletionReport = (eduCrsId: number, reason: string) =>
  callDownload(ep.exportEnrolments, { eduCrsId }, { query: { format: 'csv', reason } });

export const useCreateCourse = (h: CommandHandlers<CourseFormInput, { eduCrsId: number; message: string }> = {}) =>
  useCommand({
    mutationFn: (body: CourseFormInput) => call(ep.create, { body }),
    confirm: '과정을 등록하시겠습니까?',
    invalidate: [educationDeskKeys.all],
    ...h,
  });

export const useUpdateCourse = (h: CommandHandlers<CourseEdit, unknown> = {}) =>
  useCommand({
    mutationFn: ({ eduCrsId, ...body }: CourseEdit) => call(ep.update, { params: { eduCrsId }, body }),
    confirm: '과정을 수정하시겠습니까?',
    invalidate: [educationDeskKeys.all, ...PUBLIC_KEYS],
    ...h,
  });

export const useCourseVisibility = (h: CommandHandlers<Visibility, unknown> = {}) =>
  useCommand({
    mutationFn: ({ eduCrsId, useYn, updtDt }: Visibility) =>
      call(ep.visibility, { params: { eduCrsId }, body: { useYn, updtDt } }),
    confirm: (v) =>
      v.useYn === 'Y'
        ? `'${v.crsNm}' 과정을 공개하시겠습니까? 이러닝 목록에 보입니다.`
        : `'${v.crsNm}' 과정을 숨기시겠습니까? 수강 중인 회원도 볼 수 없게 됩니다.`,
    invalidate: [educationDeskKeys.all, ...PUBLIC_KEYS],
    ...h,
  });

export const useSaveLesson = (h: CommandHandlers<LessonEdit, unknown> = {}) =>
  useCommand({
    mutationFn: ({ eduCrsId, eduLsnId, ...body }: LessonEdit) =>
      eduLsnId === null
        ? call(ep.addLesson, { params: { eduCrsId }, body })
        : call(ep.updateLesson, { params: { eduCrsId, eduLsnId }, body }),
    confirm: (v) => (v.eduLsnId === null ? '차시를 넣으시겠습니까?' : '차시를 수정하시겠습니까?'),
    invalidate: [educationDeskKeys.all, ...PUBLIC_KEYS],
    ...h,
  });

export const useRemoveLesson = (h: CommandHandlers<LessonRemove, unknown> = {}) =>
  useCommand({
    mutationFn: ({ eduCrsId, eduLsnId, updtDt }: LessonRemove) =>
      call(ep.removeLesson, { params: { eduCrsId, eduLsnId }, query: { updtDt } }),
    confirm: (v) => `'${v.lsnNm}' 차시를 빼시겠습니까? 회원들의 이 차시 학습 기록도 함께 지워집니다.`,
    invalidate: [educationDeskKeys.all, ...PUBLIC_KEYS],
    ...h,
  });

export const useReorderLessons = (h: CommandHandlers<LessonOrder, unknown> = {}) =>
  useCommand({
    mutationFn: ({ eduCrsId, ...body }: LessonOrder) => call(ep.reorderLessons, { params: { eduCrsId }, body }),
    success: false,
    invalidate: [educationDeskKeys.all, ...PUBLIC_KEYS],
    ...h,
  });

export const useCertificateChange = (h: CommandHandlers<CertChange, unknown> = {}) =>
  useCommand({
    mutationFn: ({ certNo, action, ...body }: CertChange) =>
      call(action === 'revoke' ? ep.revokeCertificate : ep.reissueCertificate, { params: { certNo }, body }),
    confirm: (v) =>
      v.action === 'revoke'
        ? `수료증 ${v.certNo}을(를) 취소하시겠습니까? 회원에게 알림이 갑니다.`
        : `수료증 ${v.certNo}을(를) 새 번호로 재발급하시겠습니까? 회원에게 알림이 갑니다.`,
    invalidate: [educationDeskKeys.all],
    ...h,
  });
