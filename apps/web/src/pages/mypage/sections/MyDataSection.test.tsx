import type { MyDataExport } from '@onfan/contracts/my-data';
import { myDataEndpoints } from '@onfan/contracts/my-data';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '@/lib/api/api-client';
import { render } from '@/test/render';
import { findSection } from '../mypage-sections';
import MyDataSection from './MyDataSection';

const callMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/endpoint-client', () => ({ call: callMock }));
const modalMock = vi.hoisted(() => ({ alert: vi.fn(async () => undefined), confirm: vi.fn(async () => true) }));
vi.mock('@/lib/modal/modal-service', () => ({ modal: modalMock }));
const downloadMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/api-client', async (original) => {
  const actual = await original<typeof ApiClient>();
  return { ...actual, api: { ...actual.api, download: downloadMock } };
});

const row = (over: Partial<MyDataExport> = {}): MyDataExport => ({
  exportId: 7,
  status: 'READY',
  reqDt: '2026-11-28T01:00:00.000Z',
  readyDt: '2026-11-28T01:01:00.000Z',
  expiresDt: '2026-11-29T01:01:00.000Z',
  fileSize: 2048,
  ...over,
});

beforeEach(() => {
  callMock.mockReset();
  downloadMock.mockReset();
  modalMock.alert.mockClear();
});
afterEach(cleanup);

describe('내 정보 내려받기', () => {
  it('is a my-page section for every member', () => {
    expect(findSection('mypage2', 'my-data')).toMatchObject({ title: '내 정보 내려받기' });
    expect(findSection('mypage2', 'my-data')?.patterns).toBeUndefined();
  });

  it('asks for the file and shows the server’s message, then that it is being made', async () => {
    const user = userEvent.setup();
    let latest: MyDataExport | null = null;
    callMock.mockImplementation(async (spec: unknown) => {
      if (spec === myDataEndpoints.latest) return { latest };
      if (spec === myDataEndpoints.request) {
        latest = row({ status: 'REQUESTED', readyDt: null, expiresDt: null, fileSize: null });
        return {
          number: 200,
          message: '내 정보 파일 만들기를 요청했습니다. 준비되면 이 화면에서 내려받을 수 있습니다.',
        };
      }
      throw new Error('unexpected call');
    });
    render(<MyDataSection />);
    expect(await screen.findByText('아직 요청한 파일이 없습니다.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '내 정보 파일 요청하기' }));
    await vi.waitFor(() =>
      expect(modalMock.alert).toHaveBeenCalledWith(
        '내 정보 파일 만들기를 요청했습니다. 준비되면 이 화면에서 내려받을 수 있습니다.',
        expect.anything(),
      ),
    );
    expect(await screen.findByText('파일을 만들고 있습니다')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '새로 요청하기' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'ZIP 파일 내려받기' })).not.toBeInTheDocument();
  });

  it('offers a made file until its time, with its size, and downloads it through the checked call', async () => {
    const user = userEvent.setup();
    callMock.mockResolvedValue({ latest: row() });
    render(<MyDataSection />);
    await user.click(await screen.findByRole('button', { name: 'ZIP 파일 내려받기' }));
    expect(downloadMock).toHaveBeenCalledWith('mypage/my-data/7/file', { fileName: 'onfan-my-data.zip' });
    expect(screen.getByText('내려받을 수 있습니다')).toBeInTheDocument();
    expect(screen.getByText('2026.11.29 10:01')).toBeInTheDocument();
    expect(screen.getByText('2 KB')).toBeInTheDocument();
  });

  it('tells an expired file to be asked for again', async () => {
    callMock.mockResolvedValue({ latest: row({ status: 'EXPIRED' }) });
    render(<MyDataSection />);
    expect(await screen.findByText('내려받기 기간이 지났습니다. 다시 요청해주세요.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ZIP 파일 내려받기' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '새로 요청하기' })).toBeEnabled();
  });
});
