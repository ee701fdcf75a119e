import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-client';
import { RECORD_TEXT, RecordResult, type RecordQuery } from './RecordResult';

afterEach(cleanup);

const NOT_FOUND = '캠페인을 찾을 수 없습니다.';
const record = { id: 7, name: '봄맞이 캠페인' };
const httpError = (status: number) => new ApiError({ status, number: status, message: `서버 ${status}` });

function view(query: RecordQuery<typeof record | null>, extra: { valid?: boolean } = {}) {
  return render(
    <RecordResult
      query={query}
      {...extra}
      notFound={{ message: NOT_FOUND, action: <a href="/campaign">목록</a> }}
      frame={(state) => (
        <div>
          <h1>캠페인 상세</h1>
          {state}
        </div>
      )}
    >
      {(data) => <p>{data.name}</p>}
    </RecordResult>,
  );
}

describe('RecordResult', () => {
  it('shows a spinner while loading', () => {
    view({ data: undefined, isPending: true, isError: false });
    expect(screen.getByRole('status')).toHaveTextContent('불러오는 중');
    expect(screen.queryByText(NOT_FOUND)).toBeNull();
  });

  it('says not found for an address without a record, without waiting for the disabled query', () => {
    view({ data: undefined, isPending: true, isError: false }, { valid: false });
    expect(screen.getByText(NOT_FOUND)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '캠페인 상세' })).toBeTruthy();
  });

  it.each([404, 410])('says not found for a %s, with the view’s own action', (status) => {
    view({ data: undefined, isPending: false, isError: true, error: httpError(status) });
    expect(screen.getByText(NOT_FOUND)).toBeTruthy();
    expect(screen.getByRole('link', { name: '목록' })).toBeTruthy();
    expect(screen.queryByText(RECORD_TEXT.failed)).toBeNull();
  });

  it('says not found for an answer without a record (200 with null)', () => {
    view({ data: null, isPending: false, isError: false });
    expect(screen.getByText(NOT_FOUND)).toBeTruthy();
  });

  it.each([
    ['a 503', httpError(503)],
    ['no answer', new ApiError({ status: 0, number: -1, message: '', kind: 'network' })],
    ['a timeout', new ApiError({ status: 0, number: -1, message: '', kind: 'timeout' })],
  ])('says a load that failed with %s failed, never that the record is not there', async (_, error) => {
    const refetch = vi.fn();
    view({ data: undefined, isPending: false, isError: true, error, refetch });
    expect(screen.getByText(RECORD_TEXT.failed)).toBeTruthy();
    expect(screen.getByText(RECORD_TEXT.retry)).toBeTruthy();
    expect(screen.queryByText(NOT_FOUND)).toBeNull();
    expect(screen.getByRole('heading', { name: '캠페인 상세' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '목록' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: RECORD_TEXT.retryButton }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('offers no 다시 시도 after a refusal (403), which trying again would not change', () => {
    view({ data: undefined, isPending: false, isError: true, error: httpError(403), refetch: vi.fn() });
    expect(screen.getByText(RECORD_TEXT.failed)).toBeTruthy();
    expect(screen.queryByText(NOT_FOUND)).toBeNull();
    expect(screen.queryByRole('button', { name: RECORD_TEXT.retryButton })).toBeNull();
    expect(screen.getByRole('link', { name: '목록' })).toBeTruthy();
  });

  it('draws a failed load under the page’s title in the list page’s frame when given a title', () => {
    render(
      <RecordResult
        query={{ data: undefined, isPending: false, isError: true, error: httpError(503) }}
        title="캠페인 상세"
      >
        {() => null}
      </RecordResult>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '캠페인 상세' })).toBeTruthy();
    expect(screen.getByText(RECORD_TEXT.failed)).toBeTruthy();
  });

  it('shows the record', () => {
    view({ data: record, isPending: false, isError: false });
    expect(screen.getByText(record.name)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '캠페인 상세' })).toBeNull();
  });

  it('keeps the record shown when fetching it again failed', () => {
    view({ data: record, isPending: false, isError: true, isRefetchError: true, error: httpError(503) });
    expect(screen.getByText(record.name)).toBeTruthy();
    expect(screen.queryByText(RECORD_TEXT.failed)).toBeNull();
  });
});
