import { queryOptions } from '@tanstack/react-query';
import { spaceApi } from './space-api';

export const spaceKeys = {
  all: ['space'] as const,
  groups: () => [...spaceKeys.all, 'groups'] as const,
  list: (grpId: number | undefined, pageNo: number, favr: boolean) =>
    [...spaceKeys.all, 'list', grpId ?? 0, pageNo, favr] as const,
  detail: (spaceId: number) => [...spaceKeys.all, 'detail', spaceId] as const,
  notices: (pageNo: number) => [...spaceKeys.all, 'notices', pageNo] as const,
  inquiries: (pageNo: number) => [...spaceKeys.all, 'inquiries', pageNo] as const,
};

export const groupsQuery = () => queryOptions({ queryKey: spaceKeys.groups(), queryFn: spaceApi.groups });
export const spaceQuery = (spaceId: number) =>
  queryOptions({ queryKey: spaceKeys.detail(spaceId), queryFn: () => spaceApi.space(spaceId), retry: false });
export const noticesQuery = (pageNo: number) =>
  queryOptions({ queryKey: spaceKeys.notices(pageNo), queryFn: () => spaceApi.notices(pageNo, 5) });
