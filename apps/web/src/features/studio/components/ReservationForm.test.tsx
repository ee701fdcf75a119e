import { CODE_GROUP, codeEndpoints } from '@onfan/contracts/code';
import type { Room } from '@onfan/contracts/studio';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import type { BookingApi } from '../studio-api';
import { ReservationForm } from './ReservationForm';

const callMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/endpoint-client', () => ({ call: callMock }));
const modal = vi.hoisted(() => ({
  alert: vi.fn(async () => undefined),
  confirm: vi.fn(async () => true),
  formCheck: vi.fn((messages: readonly string[]) => messages.length === 0),
}));
vi.mock('@/lib/modal/modal-service', () => ({ modal }));
const session = vi.hoisted(() => ({ session: { compNm: '', prtlBrno: '', mblNo: '010-1234-5678' } }));
vi.mock('@/lib/session/session-context', () => ({ useSession: () => session }));

const CODES: Record<string, { cmmnCdVal: string; cmmnCdValNm: string }[]> = {
  [CODE_GROUP.equipment]: [{ cmmnCdVal: '1023001', cmmnCdValNm: '카메라' }],
  [CODE_GROUP.useCategory]: [{ cmmnCdVal: '1003001', cmmnCdValNm: '식품' }],
  [CODE_GROUP.shootCategory]: [{ cmmnCdVal: '1004001', cmmnCdValNm: '라이브커머스 방송' }],
  [CODE_GROUP.storeType]: [{ cmmnCdVal: '1022001', cmmnCdValNm: '개인사업자' }],
};

const room: Room = {
  roomId: 7,
  studoId: 1,
  spaceId: null,
  studoNm: '온판 스튜디오',
  roomNm: '라이브룸',
  roomOnelineIntro: '',
  roomDtlIntro: '',
  roomEsntlNtc: '',
  operBgngHhmm: '1000',
  operEndHhmm: '1600',
  wekendOperYn: 'N',
  holdyOperYn: 'N',
  maxRsvtUsrCnt: 0,
  rsvtImpssBgngHhmm: null,
  rsvtImpssEndHhmm: null,
  useFee: 0,
  roomEquCn: '',
  maxRsvtHr: 4,
  roomImgs: [],
};
const selection = { rsvtYmd: '20261202', rsvtBgngHhmm: '1000', rsvtEndHhmm: '1200' };
const reserved = { number: 200 as const, message: '예약 신청이 완료되었습니다.', rsvtId: 41 };

function fakeBooking(): BookingApi {
  return {
    kind: 'studio',
    room: vi.fn(),
    days: vi.fn(),
    slots: vi.fn(),
    reserve: vi.fn(async () => reserved),
    mine: vi.fn(),
    cancel: vi.fn(),
    icsPath: () => '',
  };
}

function renderForm(booking: BookingApi, extra: Partial<Parameters<typeof ReservationForm>[0]> = {}) {
  const onDone = vi.fn();
  render(
    <ReservationForm
      booking={booking}
      room={room}
      selection={selection}
      onDone={onDone}
      onCancel={vi.fn()}
      {...extra}
    />,
  );
  return { onDone };
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: label }), option);
}

/** Fills every required field but the business number. */
async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('checkbox', { name: '카메라' }));
  await choose(user, /참여 인원/, '2명');
  await user.type(screen.getByRole('textbox', { name: /업체명/ }), ' 온판상회 ');
  await choose(user, /상품 카테고리/, '식품');
  await user.type(screen.getByRole('textbox', { name: /대표상품명/ }), '수제 과일청');
  await user.type(screen.getByRole('textbox', { name: /브랜드/ }), '온판팜');
  await choose(user, /이용 카테고리/, '라이브커머스 방송');
  await choose(user, /업체유형/, '개인사업자');
}

beforeEach(() => {
  callMock.mockImplementation(async (spec: unknown, input: { query: { cmmnCd: string } }) => {
    if (spec === codeEndpoints.masterCodes) return CODES[input.query.cmmnCd] ?? [];
    throw new Error('unexpected call');
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('ReservationForm', () => {
  it('checks the fields with the spec messages in the spec order, and books nothing', async () => {
    const user = userEvent.setup();
    const booking = fakeBooking();
    renderForm(booking);
    await screen.findByRole('checkbox', { name: '카메라' });
    await user.click(screen.getByRole('button', { name: '예약 신청' }));
    await waitFor(() => expect(modal.formCheck).toHaveBeenCalled());
    expect(modal.formCheck).toHaveBeenLastCalledWith([
      '대여가능 장비를 선택해주세요.',
      '참여 인원을 선택해주세요.',
      '업체명을 입력해주세요.',
      '상품 카테고리를 선택해주세요.',
      '대표상품명을 입력해주세요.',
      '브랜드를 입력해주세요.',
      '이용 카테고리를 선택해주세요.',
      '업체유형을 선택해주세요.',
      '사업자등록번호를 입력해주세요.',
    ]);
    // Each message also stands under its field.
    expect(screen.getByText('업체명을 입력해주세요.')).toBeInTheDocument();
    expect(booking.reserve).not.toHaveBeenCalled();
  });

  it('confirms, then books the wire body (codes joined, hyphens dropped, text trimmed) and says the result', async () => {
    const user = userEvent.setup();
    const booking = fakeBooking();
    const { onDone } = renderForm(booking);
    await fillForm(user);
    await user.type(screen.getByRole('textbox', { name: /사업자등록번호/ }), '124-81-00998');
    await user.click(screen.getByRole('button', { name: '예약 신청' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(modal.confirm).toHaveBeenCalledWith('입력한 내용으로 예약을 신청하시겠습니까?');
    expect(booking.reserve).toHaveBeenCalledTimes(1);
    expect(booking.reserve).toHaveBeenCalledWith(7, {
      ...selection,
      loanPssEqu: '1023001',
      rsvtUsrcnt: 2,
      strNm: '온판상회',
      brno: '1248100998',
      useCtgrDcd: '1003001',
      rprsGdsNm: '수제 과일청',
      brndNm: '온판팜',
      shootCtgrDcd: '1004001',
      strPattnDcd: '1022001',
      rsvtUserCnctel: '010-1234-5678',
      letoffChnl: null,
      osdAddExpctEqu: null,
      rsvtDmndCn: null,
    });
    expect(modal.alert).toHaveBeenCalledWith(reserved.message);
  });

  it('in the space flow asks for the company check first, then books with the checked company', async () => {
    const user = userEvent.setup();
    const booking = fakeBooking();
    const company = { brno: '1208147521', openDay: '20190315', ceoNm: '김소상', compNm: '골목빵집' };
    const extraCheck = vi.fn(() => ['업체 확인을 먼저 해주세요.']);
    const first = renderForm(booking, { company: null, extraCheck });
    expect(screen.queryByRole('textbox', { name: /사업자등록번호/ })).toBeNull();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: '예약 신청' }));
    await waitFor(() => expect(modal.formCheck).toHaveBeenLastCalledWith(['업체 확인을 먼저 해주세요.']));
    expect(booking.reserve).not.toHaveBeenCalled();
    expect(first.onDone).not.toHaveBeenCalled();
    cleanup();

    const second = renderForm(booking, { company, extraCheck: () => [] });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: '예약 신청' }));
    await waitFor(() => expect(second.onDone).toHaveBeenCalled());
    expect(booking.reserve).toHaveBeenCalledWith(7, expect.objectContaining({ ...company, strNm: '온판상회' }));
  });
});
