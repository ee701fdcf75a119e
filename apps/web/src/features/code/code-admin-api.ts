import { codeAdminEndpoints } from '@onfan/contracts/code.admin';
import type { CallInput } from '@onfan/contracts/endpoint';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api/endpoint-client';
import { type CommandHandlers, useCommand } from '@/lib/api/use-command';

/** The code desk (decision 034): the groups the portal reads and their values. */

export type CodeGroupFilters = CallInput<typeof codeAdminEndpoints.groups>['query'];
export type CodeFilters = CallInput<typeof codeAdminEndpoints.codes>['query'];
type CodeAdd = { cmmnCd: string } & CallInput<typeof codeAdminEndpoints.addCode>['body'];
type CodeEdit = { cmmnCd: string; cmmnCdVal: string } & CallInput<typeof codeAdminEndpoints.editCode>['body'];

export const codeAdminKeys = {
  all: ['code-admin'] as const,
  groups: (f: CodeGroupFilters) => ['code-admin', 'groups', f] as const,
  codes: (cmmnCd: string, f: CodeFilters) => ['code-admin', 'codes', cmmnCd, f] as const,
};

export const codeGroupsQuery = (f: CodeGroupFilters) =>
  queryOptions({
    queryKey: codeAdminKeys.groups(f),
    queryFn: () => call(codeAdminEndpoints.groups, { query: f }),
    placeholderData: keepPreviousData,
  });

export const codesQuery = (cmmnCd: string, f: CodeFilters) =>
  queryOptions({
    queryKey: codeAdminKeys.codes(cmmnCd, f),
    queryFn: () => call(codeAdminEndpoints.codes, { params: { cmmnCd }, query: f }),
    placeholderData: keepPreviousData,
  });

/** The desk's lists are read again after a change (the server cleared the portal's cached code lists itself). */
const invalidate = [codeAdminKeys.all] as const;

export const useAddCode = (h: CommandHandlers<CodeAdd, unknown> = {}) =>
  useCommand({
    mutationFn: ({ cmmnCd, ...body }: CodeAdd) => call(codeAdminEndpoints.addCode, { params: { cmmnCd }, body }),
    invalidate,
    ...h,
  });

export const useEditCode = (h: CommandHandlers<CodeEdit, unknown> = {}) =>
  useCommand({
    mutationFn: ({ cmmnCd, cmmnCdVal, ...body }: CodeEdit) =>
      call(codeAdminEndpoints.editCode, { params: { cmmnCd, cmmnCdVal }, body }),
    invalidate,
    ...h,
  });
