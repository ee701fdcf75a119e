import type { Message } from '@onfan/contracts/message';
import { CAPTCHA_EXPIRED_NUMBER, MESSAGE_MESSAGES, messageEndpoints } from '@onfan/contracts/message';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef, useImperativeHandle } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-client';
import { render } from '@/test/render';
import { ContactDialog, type ContactTarget } from './ContactDialog';
import MessageInbox, { INBOX_TEXT } from './MessageInbox';

const callMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/endpoint-client', () => ({ call: callMock }));
const modalMock = vi.hoisted(() => ({
  alert: vi.fn(async () => undefined),
  confirm: vi.fn(async () => true),
  formCheck: vi.fn(() => false),
}));
vi.mock('@/lib/modal/modal-service', () => ({ modal: modalMock }));
const resetMock = vi.hoisted(() => vi.fn());
// The real widget solves a proof of work in workers; here a checkbox stands in for it with the same contract.
vi.mock('./AltchaField', () => ({
  AltchaField: forwardRef<{ reset: () => void }, { onChange: (p: string | null) => void }>(function Fake(
    { onChange },
    ref,
  ) {
    useImperativeHandle(ref, () => ({ reset: resetMock }));
    return (
      <label>
        <input type="checkbox" onChange={(e) => onChange(e.target.checked ? 'solved-payload' : null)} />
        저는 로봇이 아닙니다
      </label>
    );
  }),
}));

const target: ContactTarget = { rcvrUserId: 5, rcvrNm: '시장맛객', rltdTblNo: 3, rltdTblKey: '2' };

function message(over: Partial<Message>): Message {
  return {
    msgId: 1,
    relMsgId: null,
    msgTit: '협업 문의',
    msgCn: '라이브 방송 함께 하실래요?',
    userId: 9,
    userNm: '김*수',
    imgPtUrl: null,
    userPattnCd: '200',
    mngrYn: 'N',
    regDt: '2026-11-24T10:00:00+09:00',
    readgYn: 'N',
    rltdTblNo: 3,
    rltdTblKey: '2',
    rltdPath: '/foothold/2/view',
    canReply: false,
    senderBlocked: false,
    ...over,
  };
}

beforeEach(() => {
  callMock.mockReset();
  for (const f of Object.values(modalMock)) f.mockClear();
  resetMock.mockClear();
});
afterEach(cleanup);

describe('the contact modal', () => {
  it('names what is missing with the spec messages and sends nothing', async () => {
    const user = userEvent.setup();
    render(<ContactDialog target={target} onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: '보내기' }));
    await waitFor(() =>
      expect(modalMock.formCheck).toHaveBeenCalledWith([
        MESSAGE_MESSAGES.contentRequired,
        MESSAGE_MESSAGES.captchaRequired,
      ]),
    );
    await user.type(screen.getByRole('textbox', { name: /내용/ }), '안녕하세요');
    await user.click(screen.getByRole('button', { name: '보내기' }));
    await waitFor(() => expect(modalMock.formCheck).toHaveBeenLastCalledWith([MESSAGE_MESSAGES.captchaRequired]));
    expect(callMock).not.toHaveBeenCalled();
  });

  it('confirms, sends with the anti-bot answer and closes', async () => {
    callMock.mockResolvedValue({ number: 200, message: MESSAGE_MESSAGES.sent, msgId: 3 });
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<ContactDialog target={target} onClose={onClose} />);
    await user.type(screen.getByRole('textbox', { name: /내용/ }), '협업 제안드립니다');
    await user.click(screen.getByRole('checkbox', { name: '저는 로봇이 아닙니다' }));
    await user.click(screen.getByRole('button', { name: '보내기' }));
    expect(modalMock.confirm).toHaveBeenCalledWith(MESSAGE_MESSAGES.confirmSend);
    await waitFor(() =>
      expect(callMock).toHaveBeenCalledWith(messageEndpoints.send, {
        body: {
          msgTit: undefined,
          msgCn: '협업 제안드립니다',
          rcvrUserId: 5,
          rltdTblNo: 3,
          rltdTblKey: '2',
          relMsgId: null,
          captcha: 'solved-payload',
        },
      }),
    );
    await waitFor(() => expect(modalMock.alert).toHaveBeenCalledWith(MESSAGE_MESSAGES.sent));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows the expired message (900) and asks for the check again', async () => {
    callMock.mockRejectedValue(
      new ApiError({ status: 400, number: CAPTCHA_EXPIRED_NUMBER, message: MESSAGE_MESSAGES.captchaExpired }),
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<ContactDialog target={target} onClose={onClose} />);
    await user.type(screen.getByRole('textbox', { name: /내용/ }), '다시 보냅니다');
    await user.click(screen.getByRole('checkbox', { name: '저는 로봇이 아닙니다' }));
    await user.click(screen.getByRole('button', { name: '보내기' }));
    await waitFor(() => expect(modalMock.alert).toHaveBeenCalledWith(MESSAGE_MESSAGES.captchaExpired, { html: true }));
    await waitFor(() => expect(resetMock).toHaveBeenCalled());
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('the inbox', () => {
  function renderInbox(items: Message[]) {
    callMock.mockImplementation((spec) =>
      spec === messageEndpoints.inbox
        ? Promise.resolve({ items, totalCount: items.length, pageNo: 1, pageSize: 10, hasMore: false })
        : Promise.resolve({ number: 200, message: MESSAGE_MESSAGES.deleted }),
    );
    return render(<MessageInbox />, { route: '/' });
  }

  it('marks unread messages, reads one when it is opened and deletes after asking', async () => {
    const user = userEvent.setup();
    renderInbox([message({ msgId: 1 }), message({ msgId: 2, readgYn: 'Y', msgTit: '지난 문의' })]);
    const unread = (await screen.findByRole('button', { name: /협업 문의/ })).closest('li')!;
    expect(unread).toHaveTextContent('읽지 않음');
    expect(screen.getByRole('button', { name: /지난 문의/ }).closest('li')).not.toHaveTextContent('읽지 않음');
    await user.click(within(unread).getByRole('button', { name: /협업 문의/ }));
    expect(within(unread).getByText('라이브 방송 함께 하실래요?')).toBeVisible();
    await waitFor(() => expect(callMock).toHaveBeenCalledWith(messageEndpoints.markRead, { params: { msgId: 1 } }));
    expect(within(unread).getByRole('link', { name: '관련 크리에이터 거점' })).toHaveAttribute(
      'href',
      '/foothold/2/view',
    );
    expect(within(unread).queryByRole('button', { name: '답장' })).toBeNull();
    await user.click(within(unread).getByRole('button', { name: '삭제' }));
    expect(modalMock.confirm).toHaveBeenCalledWith(MESSAGE_MESSAGES.confirmDelete);
    await waitFor(() => expect(callMock).toHaveBeenCalledWith(messageEndpoints.remove, { params: { msgId: 1 } }));
    await waitFor(() => expect(modalMock.alert).toHaveBeenCalledWith(MESSAGE_MESSAGES.deleted));
  });

  it('lets an operator reply with the template of the original', async () => {
    const user = userEvent.setup();
    renderInbox([message({ msgId: 4, readgYn: 'Y', canReply: true, msgCn: '문의드립니다' })]);
    await user.click(await screen.findByRole('button', { name: /협업 문의/ }));
    await user.click(screen.getByRole('button', { name: '답장' }));
    const dialog = await screen.findByRole('dialog', { name: '답장 보내기' });
    expect(within(dialog).getByRole('textbox', { name: /제목/ })).toHaveValue('RE: 협업 문의');
    expect((within(dialog).getByRole('textbox', { name: /내용/ }) as HTMLTextAreaElement).value).toContain(
      '> 문의드립니다',
    );
  });
});

describe('the inbox on the one list chain (issue 35)', () => {
  it('shows a failed load as the failure, never as an empty inbox', async () => {
    callMock.mockRejectedValue(new Error('network down'));
    render(<MessageInbox />, { route: '/' });
    expect(await screen.findByText(INBOX_TEXT.failed)).toBeInTheDocument();
    expect(screen.queryByText(INBOX_TEXT.empty)).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: INBOX_TEXT.title })).toBeInTheDocument();
  });

  it('says there is no message when the inbox is empty', async () => {
    callMock.mockResolvedValue({ items: [], totalCount: 0, pageNo: 1, pageSize: 10, hasMore: false });
    render(<MessageInbox />, { route: '/' });
    expect(await screen.findByText(INBOX_TEXT.empty)).toBeInTheDocument();
    expect(screen.getByText(INBOX_TEXT.lead)).toBeInTheDocument();
    expect(screen.queryByText(INBOX_TEXT.failed)).toBeNull();
  });

  it('keeps its page in the address', async () => {
    callMock.mockResolvedValue({ items: [message({})], totalCount: 12, pageNo: 2, pageSize: 10, hasMore: false });
    render(<MessageInbox />, { route: '/?pageNo=2' });
    await screen.findByRole('list', { name: INBOX_TEXT.listLabel });
    expect(callMock).toHaveBeenCalledWith(messageEndpoints.inbox, { query: { pageNo: 2, pageSize: 10 } });
    expect(screen.getByRole('button', { name: '2페이지' })).toHaveAttribute('aria-current', 'page');
  });
});
