import type { FootholdDetail } from '@onfan/contracts/foothold';
import { FOOTHOLD_MESSAGES } from '@onfan/contracts/foothold';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { footholdKeys } from '../foothold-api';
import MyFoothold, { MY_FOOTHOLD_TEXT } from './MyFoothold';

const modalMock = vi.hoisted(() => ({
  alert: vi.fn(async () => undefined),
  confirm: vi.fn(async () => true),
  formCheck: vi.fn(() => true),
}));
vi.mock('@/lib/modal/modal-service', () => ({ modal: modalMock }));
const apiMock = vi.hoisted(() => ({ mine: vi.fn(), create: vi.fn(), update: vi.fn(), uploadImage: vi.fn() }));
// The calls are replaced on the module's own object, so the module's command hooks use them too.
vi.mock('../foothold-api', async (importOriginal) => {
  const original = await importOriginal<{ footholdApi: object }>();
  Object.assign(original.footholdApi, apiMock);
  return original;
});

const MINE: FootholdDetail = {
  ctrFthldId: 5,
  fthldNm: '온판 라이브룸',
  fthldIntro: '소상공인 상품을 라이브로 소개합니다.',
  fthldCn: '매주 화요일 방송합니다.',
  rprsImgPtUrl: '/img/community/live.svg',
  rprsImgFileNm: 'live.svg',
  fthldTag1: '라이브커머스',
  fthldTag2: null,
  fthldTag3: null,
  ytbChnlUrl: 'https://www.youtube.com/@onfan-live',
  instgrmUrl: null,
  fcbkUrl: null,
  navrUrl: null,
  primActvtCtgr: '라이브커머스',
  certCtrYn: 'N',
  userId: 3,
  userNm: '이*리',
  nickNm: '라이브이*리',
  regDt: '2026-11-20T10:00:00+09:00',
  mdfcnDt: '2026-11-20T10:00:00+09:00',
  mine: true,
};

function renderMine() {
  render(<MyFoothold />, { route: '/' });
}

beforeEach(() => {
  for (const f of Object.values(apiMock)) f.mockReset();
  for (const f of Object.values(modalMock)) f.mockClear();
  apiMock.create.mockResolvedValue({ number: 200, message: FOOTHOLD_MESSAGES.saved, ctrFthldId: 9 });
  apiMock.update.mockResolvedValue({ number: 200, message: FOOTHOLD_MESSAGES.updated, ctrFthldId: 5 });
});
afterEach(cleanup);

describe('my foothold', () => {
  it('shows the form check and sends nothing without a name or with a foreign channel address', async () => {
    apiMock.mine.mockResolvedValue(null);
    renderMine();
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: new RegExp(MY_FOOTHOLD_TEXT.name) });
    expect(screen.getByText(MY_FOOTHOLD_TEXT.newLead)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: MY_FOOTHOLD_TEXT.save }));
    await waitFor(() => expect(modalMock.formCheck).toHaveBeenCalledWith(['크리에이터명을 입력해주세요.']));

    await user.type(screen.getByRole('textbox', { name: new RegExp(MY_FOOTHOLD_TEXT.name) }), '새 거점');
    await user.type(screen.getByRole('textbox', { name: MY_FOOTHOLD_TEXT.instagram }), 'https://evil.example.com/x');
    await user.click(screen.getByRole('button', { name: MY_FOOTHOLD_TEXT.save }));
    await waitFor(() => expect(modalMock.formCheck).toHaveBeenLastCalledWith([FOOTHOLD_MESSAGES.invalidInstagram]));
    expect(apiMock.create).not.toHaveBeenCalled();
    expect(modalMock.confirm).not.toHaveBeenCalled();
  });

  it('uploads the image first, then creates the foothold with normalized tags after the confirmation', async () => {
    apiMock.mine.mockResolvedValue(null);
    apiMock.uploadImage.mockResolvedValue({
      number: 200,
      message: '파일이 업로드되었습니다.',
      filePath: '/files/abc.png',
    });
    renderMine();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: new RegExp(MY_FOOTHOLD_TEXT.name) }), '시장맛객');
    await user.type(screen.getByRole('textbox', { name: MY_FOOTHOLD_TEXT.tag(1) }), ' #먹방 ');
    await user.type(screen.getByRole('textbox', { name: MY_FOOTHOLD_TEXT.youtube }), 'https://youtu.be/abc');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(MY_FOOTHOLD_TEXT.chooseImage), file);
    expect(await screen.findByAltText('선택한 대표 이미지')).toHaveProperty(
      'src',
      expect.stringContaining('/files/abc.png'),
    );
    expect(apiMock.uploadImage).toHaveBeenCalledWith(file);

    await user.click(screen.getByRole('button', { name: MY_FOOTHOLD_TEXT.save }));
    await waitFor(() => expect(modalMock.alert).toHaveBeenCalledWith(FOOTHOLD_MESSAGES.saved));
    expect(modalMock.confirm).toHaveBeenCalledWith(FOOTHOLD_MESSAGES.confirmSave);
    expect(apiMock.create).toHaveBeenCalledWith(
      expect.objectContaining({
        fthldNm: '시장맛객',
        fthldTag1: '먹방',
        ytbChnlUrl: 'https://youtu.be/abc',
        instgrmUrl: null,
        rprsImgPtUrl: '/files/abc.png',
        rprsImgFileNm: 'me.png',
      }),
    );
    expect(apiMock.update).not.toHaveBeenCalled();
  });

  it('fills the form with the saved foothold and updates it', async () => {
    apiMock.mine.mockResolvedValue(MINE);
    renderMine();
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: new RegExp(MY_FOOTHOLD_TEXT.name) });
    expect(name).toHaveProperty('value', '온판 라이브룸');
    expect(screen.getByRole('link', { name: MY_FOOTHOLD_TEXT.view }).getAttribute('href')).toBe('/foothold/5/view');
    await user.clear(name);
    await user.type(name, '바뀐 이름');
    await user.click(screen.getByRole('button', { name: MY_FOOTHOLD_TEXT.removeImage }));
    await user.click(screen.getByRole('button', { name: MY_FOOTHOLD_TEXT.save }));
    await waitFor(() => expect(modalMock.alert).toHaveBeenCalledWith(FOOTHOLD_MESSAGES.updated));
    expect(apiMock.update).toHaveBeenCalledWith(
      5,
      expect.objectContaining({ fthldNm: '바뀐 이름', fthldTag1: '라이브커머스', rprsImgPtUrl: null }),
    );
    expect(apiMock.create).not.toHaveBeenCalled();
  });

  it("shows the server's refusal (a second foothold) as it is", async () => {
    apiMock.mine.mockResolvedValue(null);
    const { ApiError } = await import('@/lib/api/api-client');
    apiMock.create.mockRejectedValue(
      new ApiError({ status: 409, message: FOOTHOLD_MESSAGES.alreadyExists, number: 409 }),
    );
    renderMine();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: new RegExp(MY_FOOTHOLD_TEXT.name) }), '두 번째');
    await user.click(screen.getByRole('button', { name: MY_FOOTHOLD_TEXT.save }));
    await waitFor(() => expect(modalMock.alert).toHaveBeenCalledWith(FOOTHOLD_MESSAGES.alreadyExists, { html: true }));
  });
});

describe('my foothold while it is fetched again (issue 33, item 10)', () => {
  it('keeps the form and what is typed when fetching the foothold again fails', async () => {
    apiMock.mine.mockResolvedValue(MINE);
    const { queryClient } = render(<MyFoothold />, { route: '/' });
    const intro = await screen.findByRole('textbox', { name: MY_FOOTHOLD_TEXT.intro });
    const user = userEvent.setup();
    await user.clear(intro);
    await user.type(intro, '새로 쓰는 한 줄 소개');
    apiMock.mine.mockRejectedValue(new Error('network down'));
    await act(() => queryClient.refetchQueries({ queryKey: footholdKeys.mine }));
    await waitFor(() => expect(queryClient.getQueryState(footholdKeys.mine)?.status).toBe('error'));
    expect(screen.queryByText(MY_FOOTHOLD_TEXT.failed)).toBeNull();
    expect((screen.getByRole('textbox', { name: MY_FOOTHOLD_TEXT.intro }) as HTMLInputElement).value).toBe(
      '새로 쓰는 한 줄 소개',
    );
  });
});
