import type { CallInput } from '@onfan/contracts/endpoint';
import { endpointPath } from '@onfan/contracts/endpoint';
import { EDU_MESSAGES, educationEndpoints as api } from '@onfan/contracts/education';
import type { Attachment } from '@onfan/contracts/content';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api as http } from '@/lib/api/api-client';
import { call } from '@/lib/api/endpoint-client';
import { useCommand } from '@/lib/api/use-command';

/** The e-learning feature's calls: the catalogue, a course, a lesson, consent, enrolment, progress, certificates. */

export type CourseFilters = Partial<Record<'pageNo' | 'ctgrCd' | 'lvlCd' | 'freeYn' | 'searchTerm', string>>;
type ListQuery = CallInput<typeof api.courses>['query'];

export const COURSE_PAGE_SIZE = 9;

export const educationKeys = {
  all: ['education'] as const,
  lists: ['education', 'courses'] as const,
  list: (f: CourseFilters) => ['education', 'courses', f] as const,
  course: (id: number) => ['education', 'course', id] as const,
  lesson: (id: number, lsn: number) => ['education', 'lesson', id, lsn] as const,
  consent: ['education', 'consent'] as const,
  mine: ['education', 'mine'] as const,
  verify: (certNo: string) => ['education', 'verify', certNo] as const,
};

export const courseListQuery = (f: CourseFilters) =>
  queryOptions({
    queryKey: educationKeys.list(f),
    queryFn: () => call(api.courses, { query: { pageSize: COURSE_PAGE_SIZE, ...f } as ListQuery }),
    placeholderData: keepPreviousData,
  });

export const courseQuery = (eduCrsId: number) =>
  queryOptions({
    queryKey: educationKeys.course(eduCrsId),
    queryFn: () => call(api.course, { params: { eduCrsId } }),
    enabled: eduCrsId > 0,
  });

export const lessonQuery = (eduCrsId: number, eduLsnId: number) =>
  queryOptions({
    queryKey: educationKeys.lesson(eduCrsId, eduLsnId),
    queryFn: () => call(api.lesson, { params: { eduCrsId, eduLsnId } }),
    enabled: eduCrsId > 0 && eduLsnId > 0,
  });

export const consentQuery = (enabled: boolean) =>
  queryOptions({ queryKey: educationKeys.consent, queryFn: () => call(api.consentState), enabled });

export const myCoursesQuery = () => queryOptions({ queryKey: educationKeys.mine, queryFn: () => call(api.myCourses) });

export const verifyQuery = (certNo: string) =>
  queryOptions({
    queryKey: educationKeys.verify(certNo),
    queryFn: () => call(api.verifyCertificate, { query: { certNo } }),
    enabled: certNo.length > 0,
    retry: false,
  });

/** Consent to e-learning information: free courses open 5 days later (the answer says the day). */
export function useEduConsent() {
  return useCommand({
    mutationFn: () => call(api.consent),
    confirm: EDU_MESSAGES.confirmConsent,
    invalidate: [educationKeys.all],
  });
}

/** Enrol in a free course. */
export function useEnrol(eduCrsId: number) {
  return useCommand({
    mutationFn: () => call(api.enrol, { params: { eduCrsId } }),
    confirm: EDU_MESSAGES.confirmEnrol,
    invalidate: [educationKeys.course(eduCrsId), educationKeys.lists, educationKeys.mine],
  });
}

/** Finish a lesson; the last one completes the course (the answer says so). */
export function useLessonDone(eduCrsId: number, eduLsnId: number) {
  return useCommand({
    mutationFn: () => call(api.lessonDone, { params: { eduCrsId, eduLsnId } }),
    invalidate: [educationKeys.course(eduCrsId), educationKeys.lesson(eduCrsId, eduLsnId), educationKeys.mine],
  });
}

/** Sends a quiz's answers; the server grades them and says pass or fail (a pass finishes the lesson). */
export function useQuizSubmit(eduCrsId: number, eduLsnId: number) {
  return useCommand({
    mutationFn: (answers: number[]) => call(api.quiz, { params: { eduCrsId, eduLsnId }, body: { answers } }),
    invalidate: [educationKeys.course(eduCrsId), educationKeys.lesson(eduCrsId, eduLsnId), educationKeys.mine],
  });
}

/** Downloads a lesson's study material with its Korean name (members enrolled in the course). */
export function useLessonFileDownload() {
  return useCommand<Attachment, void>({
    mutationFn: async (file) => {
      await http.download(file.downloadUrl.replace(/^\/v1\/app/, ''), { fileName: file.fileNm });
    },
    success: false,
  });
}

/** Saves the completion certificate (PDF) under its Korean name. */
export function useCertificateDownload() {
  return useCommand<string, void>({
    mutationFn: async (certNo) => {
      await http.download(endpointPath(api.certificate, { certNo }), { fileName: `수료증_${certNo}.pdf` });
    },
    success: false,
  });
}
