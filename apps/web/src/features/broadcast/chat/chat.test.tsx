import type { ChatMessage } from '@onfan/contracts/broadcast-chat';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { ChatLog } from './ChatLog';
import { ReplayChat } from './ReplayChat';

const callMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/endpoint-client', () => ({ call: callMock }));

afterEach(() => {
  cleanup();
  callMock.mockReset();
});

const msg = (chatId: number, chatCn: string, ofstSec = chatId * 10): ChatMessage => ({
  chatId,
  brcInfoNo: 7,
  userNm: '김*판',
  chatCn,
  ofstSec,
  regDt: '2026-11-29T10:00:00+09:00',
  updtDt: '2026-11-29T01:00:00.000Z',
  mine: false,
});

function Harness({ start }: { start: ChatMessage[] }) {
  const [messages, setMessages] = useState(start);
  return (
    <>
      <h2 id="t">채팅</h2>
      <ChatLog messages={messages} empty="없음" labelledBy="t" />
      <button type="button" onClick={() => setMessages((m) => [...m, msg(m.length + 1, `새 채팅 ${m.length + 1}`)])}>
        추가
      </button>
    </>
  );
}

describe('the chat log', () => {
  it('is a polite log that stands still while paused and says how many wait (KWCAG 2.2.2)', async () => {
    const user = userEvent.setup();
    render(<Harness start={[msg(1, '첫 채팅')]} />);
    const log = screen.getByRole('log', { name: '채팅' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    await user.click(screen.getByRole('button', { name: '일시정지' }));
    await user.click(screen.getByRole('button', { name: '추가' }));
    expect(within(log).queryByText('새 채팅 2')).toBeNull();
    expect(screen.getByText('새 채팅 1개가 기다리고 있습니다.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '다시 재생' }));
    expect(within(log).getByText('새 채팅 2')).toBeTruthy();
  });
});

describe('the replay chat', () => {
  it('shows what was written up to the video time, reading the whole chat page by page', async () => {
    callMock.mockResolvedValueOnce({
      items: [msg(1, '시작 인사', 5), msg(2, '중간 질문', 65)],
      open: false,
      muted: false,
    });
    const { rerender } = render(<ReplayChat brcInfoNo={7} seconds={10} />);
    const log = await screen.findByRole('log', { name: '방송 중 채팅' });
    await within(log).findByText('시작 인사');
    expect(within(log).queryByText('중간 질문')).toBeNull();
    rerender(<ReplayChat brcInfoNo={7} seconds={70} />);
    await waitFor(() => expect(within(log).getByText('중간 질문')).toBeTruthy());
    expect(callMock.mock.calls[0]![1]).toEqual({ params: { brcInfoNo: 7 }, query: { after: 0, limit: 200 } });
  });
});
