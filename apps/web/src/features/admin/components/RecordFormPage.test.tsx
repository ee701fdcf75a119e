import { queryOptions } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-client';
import { render } from '@/test/render';
import { RecordFormPage } from './RecordFormPage';

type Item = { itemId: number; itemNm: string; useYn: 'Y' | 'N'; updtDt: string };

const TEXT = {
  create: '항목 등록',
  edit: '항목 수정',
  description: '저장하면 곧바로 바뀝니다.',
  hiddenState: '이 항목은 숨김 상태입니다.',
  notFound: '항목을 찾을 수 없습니다.',
};

afterEach(cleanup);

function open(route: string, read: (id: number) => Promise<Item>) {
  const query = (itemId: number) => queryOptions({ queryKey: ['item', itemId], queryFn: () => read(itemId) });
  const page = (
    <RecordFormPage param="itemId" query={query} text={TEXT}>
      {(item) => (
        <section aria-label="항목 양식">
          <label>
            이름
            <input defaultValue={item?.itemNm ?? ''} />
          </label>
        </section>
      )}
    </RecordFormPage>
  );
  return render(
    <Routes>
      <Route path="/items/new" element={page} />
      <Route path="/items/:itemId" element={page} />
    </Routes>,
    { route },
  );
}

describe('RecordFormPage', () => {
  it('draws the new-record form at once under its title, reading nothing', async () => {
    const read = vi.fn(async (id: number) => ({ itemId: id, itemNm: '', useYn: 'Y' as const, updtDt: '1' }));
    open('/items/new', read);
    expect(screen.getByRole('heading', { level: 1, name: '항목 등록' })).toBeInTheDocument();
    expect(screen.getByText('저장하면 곧바로 바뀝니다.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '이름' })).toHaveValue('');
    expect(read).not.toHaveBeenCalled();
  });

  it('reads the record the address names and says first that a hidden one is hidden', async () => {
    open('/items/7', async (id) => ({ itemId: id, itemNm: '일곱째', useYn: 'N', updtDt: '1' }));
    expect(await screen.findByRole('textbox', { name: '이름' })).toHaveValue('일곱째');
    expect(screen.getByRole('heading', { level: 1, name: '항목 수정' })).toBeInTheDocument();
    expect(screen.getByText('이 항목은 숨김 상태입니다. 저장하면 곧바로 바뀝니다.')).toBeInTheDocument();
  });

  it('says a record that is not there was not found', async () => {
    open('/items/8', async () => {
      throw new ApiError({ status: 404, number: 404, message: '없는 항목' });
    });
    expect(await screen.findByText('항목을 찾을 수 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '항목 양식' })).not.toBeInTheDocument();
  });

  it('starts the form again from a newer copy of the record, and keeps the draft while the copy is the same', async () => {
    const user = userEvent.setup();
    const { queryClient } = open('/items/7', async (id) => ({ itemId: id, itemNm: '처음', useYn: 'Y', updtDt: '1' }));
    const field = await screen.findByRole('textbox', { name: '이름' });
    await user.type(field, ' 고침');
    queryClient.setQueryData(['item', 7], { itemId: 7, itemNm: '처음', useYn: 'Y', updtDt: '1' });
    expect(await screen.findByRole('textbox', { name: '이름' })).toHaveValue('처음 고침');
    queryClient.setQueryData(['item', 7], { itemId: 7, itemNm: '다른 사람이 고침', useYn: 'Y', updtDt: '2' });
    expect(await screen.findByDisplayValue('다른 사람이 고침')).toBeInTheDocument();
  });
});
