import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import PrivacyPolicyPage from './PrivacyPolicyPage';
import { formatYmd, preparePolicyHtml } from './privacy-policy';

vi.mock('@/lib/modal/modal-service', () => ({ modal: { confirm: vi.fn() } }));
const nav = vi.hoisted(() => ({ navigateTo: vi.fn(), loadDocument: vi.fn() }));
vi.mock('@/lib/api/navigation', () => nav);

const V1 = { id: 1, version: '1.0', effectiveYmd: '20240826', title: '온판 개인정보처리방침 v1.0' };
const V2 = { id: 2, version: '1.1', effectiveYmd: '20251101', title: '온판 개인정보처리방침 v1.1' };
const content = (n: string) =>
  `<h2>제1조(개인정보의 처리 목적)</h2><p>${n} 본문</p><h2>제2조(처리하는 개인정보의 항목)</h2><p>항목</p>`;

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function renderPage() {
  const router = createMemoryRouter([{ path: '/', Component: PrivacyPolicyPage }]);
  return render(<RouterProvider router={router} />);
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  nav.loadDocument.mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('privacy policy page', () => {
  it('shows the latest policy with its table of contents, and loads an earlier version on request', async () => {
    fetchMock.mockImplementation((input) => {
      const url = String(input);
      if (url === '/v1/app/privacy/prvcPrcsPolicLatest')
        return Promise.resolve(json(200, { ...V2, content: content('최신') }));
      if (url === '/v1/app/privacy/prvcPrcsPolic') return Promise.resolve(json(200, [V2, V1]));
      if (url === '/v1/app/privacy/prvcPrcsPolic/1')
        return Promise.resolve(json(200, { ...V1, content: content('이전') }));
      return Promise.resolve(json(404, { number: 404, message: '존재하지 않는 요청입니다.' }));
    });
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeInTheDocument();
    expect(await screen.findByText('최신 본문')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: V2.title })).toBeInTheDocument();
    expect(screen.getByText('2025. 11. 1.')).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: '목차' });
    const first = within(toc).getByRole('link', { name: '제1조(개인정보의 처리 목적)' });
    const target = document.getElementById(first.getAttribute('href')!.slice(1));
    expect(target).toHaveTextContent('제1조(개인정보의 처리 목적)');

    const versions = await screen.findByRole('combobox', { name: /이전 개인정보처리방침 보기/ });
    await user.selectOptions(versions, screen.getByRole('option', { name: /v1\.0/ }));
    expect(await screen.findByText('이전 본문')).toBeInTheDocument();
    expect(screen.getByText('이전 버전의 방침입니다.')).toBeInTheDocument();
    expect(screen.queryByText('최신 본문')).not.toBeInTheDocument();
  });

  it('shows an error state with a retry when the policy cannot be loaded', async () => {
    fetchMock.mockResolvedValue(json(404, { number: 404, message: '존재하지 않는 요청입니다.' }));
    renderPage();
    expect(await screen.findByText('개인정보처리방침을 불러오지 못했습니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
    expect(nav.loadDocument).not.toHaveBeenCalled();
  });
});

describe('policy HTML preparation', () => {
  it('keeps the page to one h1, numbers the sections and builds the contents list', () => {
    const { html, toc } = preparePolicyHtml('<h1 class="t">방침</h1><p>a</p><h2>제1조</h2><h2>제2조</h2>');
    expect(html).not.toContain('<h1');
    expect(html).toContain('<h2 class="t" id="privacy-section-1">방침</h2>');
    expect(toc).toEqual([
      { id: 'privacy-section-1', label: '방침' },
      { id: 'privacy-section-2', label: '제1조' },
      { id: 'privacy-section-3', label: '제2조' },
    ]);
  });

  it('formats effective days', () => {
    expect(formatYmd('20240826')).toBe('2024. 8. 26.');
  });
});
