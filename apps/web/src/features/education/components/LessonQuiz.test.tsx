import { educationEndpoints } from '@onfan/contracts/education';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { LessonQuiz } from './LessonQuiz';

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

const quiz = {
  passPct: 60,
  passedYn: 'N' as const,
  questions: [
    { qstnNo: 1, qstnCn: '상품 사진은 몇 장부터 좋을까요?', choices: ['1장', '3장 이상'] },
    { qstnNo: 2, qstnCn: '배송비는 어디에 적나요?', choices: ['상품 설명', '배송 정보'] },
  ],
  attempts: [{ scorePct: 50, crctCnt: 1, qstnCnt: 2, passYn: 'N' as const, regDt: '2026-12-08T10:00:00+09:00' }],
};

describe('LessonQuiz', () => {
  it('asks for every answer before sending, then sends the chosen numbers for the server to grade', async () => {
    const user = userEvent.setup();
    callMock.mockResolvedValue({ number: 200, message: '합격입니다. 100점으로 합격 기준 60점을 넘었습니다.' });
    render(<LessonQuiz eduCrsId={3} eduLsnId={7} quiz={quiz} />);
    expect(screen.getByText(/50점 \(2문항 중 1문항 정답\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '2) 3장 이상' }));
    await user.click(screen.getByRole('button', { name: '답안 제출' }));
    expect((await screen.findAllByText('2번 문항에 답해 주세요.')).length).toBeGreaterThan(0);
    expect(callMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: '2) 배송 정보' }));
    await user.click(screen.getByRole('button', { name: '답안 제출' }));
    expect(callMock).toHaveBeenCalledWith(educationEndpoints.quiz, {
      params: { eduCrsId: 3, eduLsnId: 7 },
      body: { answers: [2, 2] },
    });
    expect(await vi.waitFor(() => modal.alert.mock.calls.length)).toBeGreaterThan(0);
  });
});
