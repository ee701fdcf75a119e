import type { CallInput } from '@onfan/contracts/endpoint';
import { footholdAdminEndpoints } from '@onfan/contracts/foothold.admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api/endpoint-client';
import { type CommandHandlers, useCommand } from '@/lib/api/use-command';

/** The footholds desk's calls (issue 38): footholds, the certified badge, creator conversions. */

export type FootholdDeskFilters = CallInput<typeof footholdAdminEndpoints.footholds>['query'];
export type ConversionFilters = CallInput<typeof footholdAdminEndpoints.conversions>['query'];
type Certify = { ctrFthldId: number } & CallInput<typeof footholdAdminEndpoints.certify>['body'];

export const footholdDeskKeys = {
  all: ['foothold-admin'] as const,
  list: (f: FootholdDeskFilters) => ['foothold-admin', 'footholds', f] as const,
  conversions: (f: ConversionFilters) => ['foothold-admin', 'conversions', f] as const,
};

export const footholdDeskListQuery = (f: FootholdDeskFilters) =>
  queryOptions({
    queryKey: footholdDeskKeys.list(f),
    queryFn: () => call(footholdAdminEndpoints.footholds, { query: f }),
    placeholderData: keepPreviousData,
  });

export const creatorConversionsQuery = (f: ConversionFilters) =>
  queryOptions({
    queryKey: footholdDeskKeys.conversions(f),
    queryFn: () => call(footholdAdminEndpoints.conversions, { query: f }),
    placeholderData: keepPreviousData,
  });

export const useCertifyFoothold = (h: CommandHandlers<Certify, unknown> = {}) =>
  useCommand({
    mutationFn: ({ ctrFthldId, ...body }: Certify) =>
      call(footholdAdminEndpoints.certify, { params: { ctrFthldId }, body }),
    invalidate: [footholdDeskKeys.all],
    ...h,
  });
