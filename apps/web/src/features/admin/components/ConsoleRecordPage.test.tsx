import { useQuery } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RECORD_TEXT } from '@/components/ui/RecordResult';
import { ApiError } from '@/lib/api/api-client';
import { render } from '@/test/render';
import { ConsoleRecordHeader, ConsoleRecordPage, useRecordId } from './ConsoleRecordPage';

type Item = { name: string; useYn?: 'Y' | 'N' };
const HEADER = { description: '저장하면 곧바로 바뀝니다.', hiddenState: '이 항목은 숨김 상태입니다.' };

const TITLES = { create: '항목 등록', edit: '항목 수정' };

function Page({
  read,
  withHeader = false,
  titles = false,
}: {
  read: (id: number) => Promise<Item>;
  withHeader?: boolean;
  titles?: boolean;
}) {
  const recordId = useRecordId('itemId');
  const record = useQuery({
    queryKey: ['item', recordId.id],
    queryFn: () => read(recordId.id),
    enabled: recordId.editing,
    retry: false,
  });
  return (
    <ConsoleRecordPage
      title={titles ? TITLES : '항목'}
      notFound="항목을 찾을 수 없습니다."
      {...(withHeader ? { header: HEADER } : {})}
      recordId={recordId}
      record={record}
    >
      {(item, title) => (
        <>
          <p>
            {item ? `수정: ${item.name}` : '새 항목'} ({title})
          </p>
          <label>
            메모
            <input />
          </label>
        </>
      )}
    </ConsoleRecordPage>
  );
}

function open(path: string, read: (id: number) => Promise<Item>, withHeader = false, titles = false) {
  const page = <Page read={read} withHeader={withHeader} titles={titles} />;
  const router = createMemoryRouter(
    [
      { path: '/items/new', element: page },
      { path: '/items/:itemId', element: page },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

afterEach(cleanup);

describe('ConsoleRecordPage', () => {
  it('draws the new-record page at once, without reading anything', async () => {
    let reads = 0;
    open('/items/new', async () => {
      reads += 1;
      return { name: '' };
    });
    expect(await screen.findByText('새 항목 (항목)')).toBeInTheDocument();
    expect(reads).toBe(0);
  });

  it('draws the record an address names', async () => {
    open('/items/7', async (id) => ({ name: `항목 ${id}` }));
    expect(await screen.findByText('수정: 항목 7 (항목)')).toBeInTheDocument();
  });

  it('says an address that names no id was not found, instead of waiting for ever', async () => {
    open('/items/abc', async () => ({ name: '' }));
    expect(await screen.findByText('항목을 찾을 수 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '항목' })).toBeInTheDocument();
  });

  it('draws the heading with `header`: what saving does, after the hidden state of a hidden record', async () => {
    open('/items/new', async () => ({ name: '' }), true);
    expect(await screen.findByText('새 항목 (항목)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '항목' })).toBeInTheDocument();
    expect(screen.getByText('저장하면 곧바로 바뀝니다.')).toBeInTheDocument();
    cleanup();
    open('/items/3', async () => ({ name: '숨긴 항목', useYn: 'N' }), true);
    expect(await screen.findByText('수정: 숨긴 항목 (항목)')).toBeInTheDocument();
    expect(screen.getByText('이 항목은 숨김 상태입니다. 저장하면 곧바로 바뀝니다.')).toBeInTheDocument();
  });

  it('picks the new-record title or the edit title by the address, for the heading and for the page', async () => {
    open('/items/new', async () => ({ name: '' }), true, true);
    expect(await screen.findByText('새 항목 (항목 등록)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '항목 등록' })).toBeInTheDocument();
    cleanup();
    open('/items/4', async () => ({ name: '넷' }), true, true);
    expect(await screen.findByText('수정: 넷 (항목 수정)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '항목 수정' })).toBeInTheDocument();
    cleanup();
    open('/items/abc', async () => ({ name: '' }), false, true);
    expect(await screen.findByText('항목을 찾을 수 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '항목 등록' })).toBeInTheDocument();
  });

  it('says a record the server does not have (404, 410) was not found, with the server’s word', async () => {
    open('/items/9', async () => {
      throw new ApiError({ status: 404, number: 404, message: '삭제되었거나 없는 항목입니다.' });
    });
    expect(await screen.findByText('항목을 찾을 수 없습니다.')).toBeInTheDocument();
    expect(screen.getByText('삭제되었거나 없는 항목입니다.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '항목' })).toBeInTheDocument();
    expect(screen.queryByText(RECORD_TEXT.failed)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: RECORD_TEXT.retryButton })).not.toBeInTheDocument();
    cleanup();
    open('/items/9', async () => {
      throw new ApiError({ status: 410, number: 410, message: '삭제된 항목입니다.' });
    });
    expect(await screen.findByText('항목을 찾을 수 없습니다.')).toBeInTheDocument();
  });

  it('says a failed read (a 503) failed, never that the record is not there, and reads it again on 다시 시도', async () => {
    const user = userEvent.setup();
    let fail = true;
    open('/items/9', async (id) => {
      if (fail) throw new ApiError({ status: 503, number: 503, message: '잠시 후 다시 시도해 주세요.' });
      return { name: `항목 ${id}` };
    });
    expect(await screen.findByText(RECORD_TEXT.failed)).toBeInTheDocument();
    expect(screen.getByText(RECORD_TEXT.retry)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '항목' })).toBeInTheDocument();
    expect(screen.queryByText('항목을 찾을 수 없습니다.')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: RECORD_TEXT.retryButton }));
    expect(await screen.findByText('수정: 항목 9 (항목)')).toBeInTheDocument();
  });

  it('says a refused read (a 403) failed, with the server’s reason and nothing to try again', async () => {
    open('/items/9', async () => {
      throw new ApiError({ status: 403, number: 403, message: '이 항목을 볼 권한이 없습니다.' });
    });
    expect(await screen.findByText(RECORD_TEXT.failed)).toBeInTheDocument();
    expect(screen.getByText('이 항목을 볼 권한이 없습니다.')).toBeInTheDocument();
    expect(screen.queryByText('항목을 찾을 수 없습니다.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: RECORD_TEXT.retryButton })).not.toBeInTheDocument();
  });

  it('keeps the record and the form being typed when only reading it again fails', async () => {
    const user = userEvent.setup();
    let fail = false;
    const { queryClient } = open('/items/5', async (id) => {
      if (fail) throw new ApiError({ status: 503, number: 503, message: '잠시 후 다시 시도해 주세요.' });
      return { name: `항목 ${id}` };
    });
    expect(await screen.findByText('수정: 항목 5 (항목)')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '메모' }), '쓰던 글');
    fail = true;
    await queryClient.refetchQueries({ queryKey: ['item', 5] });
    await waitFor(() => expect(queryClient.getQueryState(['item', 5])?.status).toBe('error'));
    expect(screen.getByText('수정: 항목 5 (항목)')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '메모' })).toHaveValue('쓰던 글');
    expect(screen.queryByText(RECORD_TEXT.failed)).not.toBeInTheDocument();
  });
});

describe('ConsoleRecordHeader', () => {
  const text = { title: '룸 수정', description: '저장하면 곧바로 바뀝니다.', hiddenState: '이 룸은 숨김 상태입니다.' };

  it('says what saving does for a new or shown record', () => {
    render(<ConsoleRecordHeader {...text} record={undefined} />);
    expect(screen.getByRole('heading', { level: 1, name: '룸 수정' })).toBeInTheDocument();
    expect(screen.getByText('저장하면 곧바로 바뀝니다.')).toBeInTheDocument();
    cleanup();
    render(<ConsoleRecordHeader {...text} record={{ useYn: 'Y' }} />);
    expect(screen.queryByText(/숨김 상태/)).not.toBeInTheDocument();
  });

  it('says first that a hidden record is hidden', () => {
    render(<ConsoleRecordHeader {...text} record={{ useYn: 'N' }} />);
    expect(screen.getByText('이 룸은 숨김 상태입니다. 저장하면 곧바로 바뀝니다.')).toBeInTheDocument();
  });
});
