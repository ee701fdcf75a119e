import { privacyEndpoints } from '@onfan/contracts/privacy';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api/endpoint-client';

/** The privacy policy's calls: the version in force, every version (newest first), one version. */
export const privacyKeys = {
  all: ['privacy'] as const,
  latest: ['privacy', 'latest'] as const,
  versions: ['privacy', 'versions'] as const,
  version: (id: number) => ['privacy', 'policy', id] as const,
};

export const latestPolicyQuery = () =>
  queryOptions({
    queryKey: privacyKeys.latest,
    queryFn: ({ signal }) => call(privacyEndpoints.latest, {}, { signal }),
  });

export const policyVersionsQuery = () =>
  queryOptions({
    queryKey: privacyKeys.versions,
    queryFn: ({ signal }) => call(privacyEndpoints.versions, {}, { signal }),
  });

export const policyVersionQuery = (id: number) =>
  queryOptions({
    queryKey: privacyKeys.version(id),
    queryFn: ({ signal }) => call(privacyEndpoints.version, { params: { id } }, { signal }),
  });
