import { adminEndpoints } from '@onfan/contracts/admin';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-client';
import { renderConsolePage } from '@/test/console-page';
import AccessLogPage from './AccessLogPage';

const callMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/endpoint-client', () => ({ call: callMock }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

/** The page with the log's list empty and the month's review as `review` answers. */
function open(review: () => Promise<unknown>) {
  renderConsolePage(callMock, '/admin/access-log', <AccessLogPage />, [[adminEndpoints.accessReview, review]]);
}

describe('AccessLogPage (admin/access-log)', () => {
  it('says the monthly review failed, and why, when it is refused — never that the month has no records', async () => {
    open(() => Promise.reject(new ApiError({ status: 403, number: 403, message: '시스템 관리자만 볼 수 있습니다.' })));
    expect(await screen.findByText('불러오지 못했습니다.')).toBeInTheDocument();
    expect(screen.getByText('시스템 관리자만 볼 수 있습니다.')).toBeInTheDocument();
    expect(screen.queryByText('이 달의 접근기록이 없습니다.')).not.toBeInTheDocument();
    expect(screen.queryByText('이 달에 다운로드한 기록이 없습니다.')).not.toBeInTheDocument();
  });

  it('says once that a month without records has none', async () => {
    open(() => Promise.resolve({ ym: '202612', counts: [], downloads: [] }));
    expect(await screen.findByText('이 달의 접근기록이 없습니다.')).toBeInTheDocument();
    expect(screen.queryByText('불러오지 못했습니다.')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: '운영자별 처리 건수' })).not.toBeInTheDocument();
  });

  it('shows the counts and says a month without downloads has none', async () => {
    open(() =>
      Promise.resolve({
        ym: '202612',
        counts: [{ oprUserId: 1, oprLgnId: 'admin1', oprNm: '김운영', accessKind: 'VIEW', count: 3 }],
        downloads: [],
      }),
    );
    expect(await screen.findByRole('table', { name: '운영자별 처리 건수' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '김운영 (admin1)' })).toBeInTheDocument();
    expect(screen.getByText('이 달에 다운로드한 기록이 없습니다.')).toBeInTheDocument();
  });
});
