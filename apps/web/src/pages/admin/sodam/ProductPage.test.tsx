import { sodamAdminEndpoints } from '@onfan/contracts/sodam.admin';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-client';
import { render } from '@/test/render';
import ProductPage from './ProductPage';

const callMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/endpoint-client', () => ({ call: callMock }));
const modal = vi.hoisted(() => ({
  alert: vi.fn(async () => undefined),
  confirm: vi.fn(async () => true),
  formCheck: vi.fn((messages: readonly string[]) => messages.length === 0),
}));
vi.mock('@/lib/modal/modal-service', () => ({ modal }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const STORES = [
  { storeId: 3, storeNm: '소담상회 인사동점', useYn: 'Y' },
  { storeId: 4, storeNm: '소담상회 전주점', useYn: 'Y' },
];

function openNew(route = '/admin/sodam/products/new?storeId=4') {
  render(
    <Routes>
      <Route path="/admin/sodam/products/new" element={<ProductPage />} />
      <Route path="/admin/sodam/products" element={<p>상품 목록 화면</p>} />
    </Routes>,
    { route },
  );
}

async function fill(user: ReturnType<typeof userEvent.setup>, prc: string) {
  await screen.findByRole('option', { name: '소담상회 전주점' });
  await user.selectOptions(screen.getByRole('combobox', { name: /^분류/ }), '먹거리');
  await user.type(screen.getByRole('textbox', { name: /^상품 이름/ }), '전주 초코파이');
  await user.type(screen.getByRole('textbox', { name: /^한 줄 소개/ }), '전주 명물');
  await user.type(screen.getByRole('textbox', { name: /^상품 설명/ }), '매일 굽습니다.');
  await user.type(screen.getByRole('textbox', { name: /^가격/ }), prc);
  await user.type(screen.getByRole('textbox', { name: /^판매자/ }), '전주빵집');
}

describe('ProductPage (admin/sodam/products/new)', () => {
  it('starts on the store the list was showing, asks first, sends the price as a number and returns', async () => {
    const user = userEvent.setup();
    callMock.mockImplementation(async (ep: unknown) =>
      ep === sodamAdminEndpoints.storeOptions ? STORES : { number: 200, message: '상품을 등록했습니다.', pdId: 9 },
    );
    openNew();
    await fill(user, '12,000');
    expect(screen.getByRole('combobox', { name: /^매장/ })).toHaveValue('4');
    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(await screen.findByText('상품 목록 화면')).toBeInTheDocument();
    expect(modal.confirm).toHaveBeenCalledWith('상품을 등록하시겠습니까?');
    expect(callMock).toHaveBeenCalledWith(sodamAdminEndpoints.createProduct, {
      body: expect.objectContaining({ storeId: 4, ctgrCd: 'food', pdNm: '전주 초코파이', prc: 12000, imgs: [] }),
    });
  });

  it('shows the server’s Korean message at the price and keeps what was typed', async () => {
    const user = userEvent.setup();
    const message = '가격은 0원에서 1억 원 사이의 정수로 입력해 주세요.';
    callMock.mockImplementation(async (ep: unknown) => {
      if (ep === sodamAdminEndpoints.storeOptions) return STORES;
      throw new ApiError({ status: 400, number: 400, message, errors: [{ field: 'prc', message }] });
    });
    openNew();
    await fill(user, '만이천');
    await user.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^가격/ })).toHaveAccessibleDescription(
        expect.stringContaining(message),
      ),
    );
    expect(callMock).toHaveBeenCalledWith(sodamAdminEndpoints.createProduct, {
      body: expect.objectContaining({ prc: Number.NaN }),
    });
    expect(screen.getByRole('textbox', { name: /^상품 이름/ })).toHaveValue('전주 초코파이');
    expect(screen.getByRole('textbox', { name: /^가격/ })).toHaveValue('만이천');
    expect(screen.queryByText('상품 목록 화면')).not.toBeInTheDocument();
  });
});
