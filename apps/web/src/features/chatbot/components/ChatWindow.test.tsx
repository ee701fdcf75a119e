import type { ChatAnswer } from '@onfan/contracts/chatbot';
import { CHATBOT_MESSAGES } from '@onfan/contracts/chatbot';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { ChatWindow } from './ChatWindow';

const callMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/endpoint-client', () => ({ call: callMock }));

const studio: ChatAnswer = {
  answer: `${CHATBOT_MESSAGES.found}\n· 라이브 스튜디오 예약 — 룸을 예약합니다.`,
  links: [
    { title: '라이브 스튜디오 예약', href: '/studio' },
    { title: '라이브 스튜디오 예약 규정 변경 안내', href: '/notice/7/view' },
  ],
  steps: ['스튜디오를 고릅니다.', '시간을 고릅니다.', "'예약 신청'을 누릅니다."],
  source: 'passages',
};
const nothing: ChatAnswer = { answer: CHATBOT_MESSAGES.noMatch, links: [], steps: [], source: 'none' };

async function ask(question: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: '질문' }), question);
  await user.click(screen.getByRole('button', { name: '보내기' }));
}

describe('ChatWindow', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    callMock.mockReset();
  });
  afterEach(cleanup);

  it("shows a task's steps as a numbered list and its page as a link", async () => {
    callMock.mockResolvedValueOnce(studio);
    render(<ChatWindow title="온판 챗봇" />);
    await ask('스튜디오 예약은 어떻게 하나요?');
    const heading = await screen.findByText(CHATBOT_MESSAGES.steps);
    const box = heading.parentElement!;
    const steps = within(box).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual(studio.steps);
    expect(box.querySelector('ol')).not.toBeNull();
    expect(within(box).getByRole('link', { name: '라이브 스튜디오 예약 바로 가기' })).toHaveAttribute(
      'href',
      '/studio',
    );
    expect(screen.getByRole('link', { name: '라이브 스튜디오 예약 규정 변경 안내' })).toHaveAttribute(
      'href',
      '/notice/7/view',
    );
  });

  it('offers the customer centre when nothing relevant was found', async () => {
    callMock.mockResolvedValueOnce(nothing);
    render(<ChatWindow title="온판 챗봇" />);
    await ask('크크 퀀텀 얼룩말 경주 일정');
    expect(await screen.findByText(CHATBOT_MESSAGES.noMatch)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `${CHATBOT_MESSAGES.callCentre} 1899-0000` })).toHaveAttribute(
      'href',
      'tel:18990000',
    );
    expect(screen.getByRole('link', { name: CHATBOT_MESSAGES.faq })).toHaveAttribute('href', '/guide');
    expect(screen.queryByText(CHATBOT_MESSAGES.steps)).toBeNull();
  });
});
