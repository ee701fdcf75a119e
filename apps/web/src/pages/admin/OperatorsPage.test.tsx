import { authAdminEndpoints } from '@onfan/contracts/auth.admin';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-client';
import { renderConsolePage } from '@/test/console-page';
import OperatorsPage from './OperatorsPage';

const callMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/endpoint-client', () => ({ call: callMock }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

/** The page with the role history empty and the operators as `operators` answers. */
function open(operators: () => Promise<unknown>) {
  renderConsolePage(callMock, '/admin/operators', <OperatorsPage />, [[authAdminEndpoints.operators, operators]]);
}

describe('OperatorsPage (admin/operators)', () => {
  it('says the operators failed to load, and why, when refused — never that there are none', async () => {
    open(() => Promise.reject(new ApiError({ status: 403, number: 403, message: '시스템 관리자만 볼 수 있습니다.' })));
    expect(await screen.findByText('운영자 목록을 불러오지 못했습니다.')).toBeInTheDocument();
    expect(screen.getByText('시스템 관리자만 볼 수 있습니다.')).toBeInTheDocument();
    expect(screen.queryByText('등록된 운영자가 없습니다.')).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: '운영자 목록' })).not.toBeInTheDocument();
  });

  it('says there are no operators instead of drawing an empty table', async () => {
    open(() => Promise.resolve([]));
    expect(await screen.findByText('등록된 운영자가 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: '운영자 목록' })).not.toBeInTheDocument();
  });
});
