import { cleanup, screen } from '@testing-library/react';
import { render } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_TEXT } from '@/features/auth/components/CompanyFields';
import { ApiError } from '@/lib/api/api-client';
import ConvertMembershipFormPage from './ConvertMembershipFormPage';
import { keepConvertTicket } from './convert-draft';

const modalMock = vi.hoisted(() => ({ alert: vi.fn(async () => undefined), formCheck: vi.fn(() => true) }));
vi.mock('@/lib/modal/modal-service', () => ({ modal: modalMock }));
const apiMock = vi.hoisted(() => ({ checkCompany: vi.fn(), convert: vi.fn() }));
// The calls are replaced on the module's own object, so the module's command hooks use them too.
vi.mock('@/features/auth/auth-api', async (importOriginal) => {
  const original = await importOriginal<{ authApi: object }>();
  Object.assign(original.authApi, apiMock);
  return original;
});
const reload = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('@/lib/session/session-context', () => ({ useSession: () => ({ status: 'authenticated', reload }) }));

const COMPANY = { brno: '1130517893', openDay: '20210405', ceoNm: '정다은', compNm: '다은공방' };
const LABELS = {
  brno: COMPANY_TEXT.brno,
  openDay: COMPANY_TEXT.openDay,
  ceoNm: COMPANY_TEXT.ceoNm,
  compNm: COMPANY_TEXT.compNm,
} as const;
const input = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

async function renderVerified() {
  const user = userEvent.setup();
  render(
    <Routes>
      <Route path="/convert-membership/form" element={<ConvertMembershipFormPage />} />
      <Route path="/convert-membership/complete" element={<h1>전환 완료</h1>} />
      <Route path="/convert-membership" element={<h1>본인인증 단계</h1>} />
    </Routes>,
    { route: '/convert-membership/form' },
  );
  for (const [name, label] of Object.entries(LABELS)) {
    await user.type(input(label), COMPANY[name as keyof typeof COMPANY]);
  }
  await user.click(screen.getByRole('button', { name: COMPANY_TEXT.check }));
  expect(await screen.findByText(COMPANY_TEXT.verified)).toBeInTheDocument();
  return user;
}

beforeEach(() => {
  sessionStorage.clear();
  keepConvertTicket('identity-ticket-123');
  modalMock.alert.mockClear();
  apiMock.checkCompany.mockReset();
  apiMock.checkCompany.mockResolvedValue({ number: 200, message: '인증되었습니다.' });
  apiMock.convert.mockReset();
  apiMock.convert.mockResolvedValue({ number: 200, message: '통합 사업자회원으로 전환되었습니다.' });
});
afterEach(cleanup);

describe('convert membership: the company check', { timeout: 30_000 }, () => {
  it.each(Object.entries(LABELS))('editing %s after the check asks for the check again', async (name, label) => {
    const user = await renderVerified();
    expect(apiMock.checkCompany).toHaveBeenCalledWith(COMPANY);
    // Take the last character away and type it again: the same value, but edited after the check.
    await user.type(input(label), '{Backspace}');
    expect(screen.getByText(COMPANY_TEXT.unverified)).toBeInTheDocument();
    await user.type(input(label), COMPANY[name as keyof typeof COMPANY].slice(-1));
    expect(screen.getByText(COMPANY_TEXT.unverified)).toBeInTheDocument();
    expect(screen.queryByText(COMPANY_TEXT.verified)).toBeNull();
    await user.click(screen.getByRole('button', { name: '통합 사업자회원으로 전환' }));
    expect(modalMock.alert).toHaveBeenLastCalledWith(COMPANY_TEXT.unverified);
    expect(apiMock.convert).not.toHaveBeenCalled();
  });

  it('a verified company converts with the identity ticket and shows the completion', async () => {
    const user = await renderVerified();
    await user.click(screen.getByRole('button', { name: '통합 사업자회원으로 전환' }));
    expect(apiMock.convert).toHaveBeenCalledWith({ ...COMPANY, ticket: 'identity-ticket-123' });
    expect(reload).toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: '전환 완료' })).toBeInTheDocument();
  });

  it('a company the registry does not know stays unverified', async () => {
    const user = userEvent.setup();
    apiMock.checkCompany.mockRejectedValue(
      new ApiError({
        status: 400,
        number: 400,
        message: '해당하는 회사정보가 없습니다. 입력한 정보가 맞는지 확인해주세요.',
      }),
    );
    render(<ConvertMembershipFormPage />, { route: '/' });
    for (const [name, label] of Object.entries(LABELS)) {
      await user.type(input(label), COMPANY[name as keyof typeof COMPANY]);
    }
    await user.click(screen.getByRole('button', { name: COMPANY_TEXT.check }));
    expect(modalMock.alert).toHaveBeenCalledWith('해당하는 회사정보가 없습니다. 입력한 정보가 맞는지 확인해주세요.', {
      html: true,
    });
    expect(screen.getByText(COMPANY_TEXT.unverified)).toBeInTheDocument();
  });
});
