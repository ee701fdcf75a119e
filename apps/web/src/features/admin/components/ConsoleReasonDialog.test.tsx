import { ADMIN_MESSAGES } from '@onfan/contracts/admin';
import { rejectBodySchema } from '@onfan/contracts/studio';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { ConsoleReasonDialog } from './ConsoleReasonDialog';

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

describe('ConsoleReasonDialog', () => {
  it('sends nothing without a reason, then sends the trimmed reason; the field is labelled and says who reads it', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    const onClose = vi.fn();
    render(
      <ConsoleReasonDialog
        title="지원사업 조기 마감"
        label="마감 사유"
        description="신청자에게 안내됩니다."
        send="마감하기"
        isPending={false}
        onSend={onSend}
        onClose={onClose}
        help="마감하면 더 이상 신청을 받지 않습니다."
      />,
    );
    const dialog = screen.getByRole('dialog', { name: '지원사업 조기 마감' });
    expect(dialog).toHaveTextContent('마감하면 더 이상 신청을 받지 않습니다.');
    const reason = screen.getByRole('textbox', { name: /마감 사유/ });
    expect(reason).toHaveAccessibleDescription(/신청자에게 안내됩니다\./);
    expect(reason).toHaveAttribute('maxlength', '500');

    await user.type(reason, '   ');
    await user.click(screen.getByRole('button', { name: '마감하기' }));
    expect(modal.formCheck).toHaveBeenCalledWith([ADMIN_MESSAGES.reasonRequired]);
    expect(onSend).not.toHaveBeenCalled();

    await user.type(reason, '예산 소진 ');
    await user.click(screen.getByRole('button', { name: '마감하기' }));
    expect(onSend).toHaveBeenCalledWith('예산 소진');

    await user.click(screen.getByRole('button', { name: '취소' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("checks a desk's own rule: a reservation's refusal, told to the member by text, takes 200 characters at most", async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(
      <ConsoleReasonDialog
        title="R00000001 예약 반려"
        label="반려 사유"
        rule={rejectBodySchema.shape.sttsRsn}
        maxLength={200}
        send="반려하기"
        isPending={false}
        onSend={onSend}
        onClose={vi.fn()}
      />,
    );
    const reason = screen.getByRole('textbox', { name: /반려 사유/ });
    expect(reason).toHaveAttribute('maxlength', '200');
    await user.click(screen.getByRole('button', { name: '반려하기' }));
    expect(modal.formCheck).toHaveBeenCalledWith([ADMIN_MESSAGES.reasonRequired]);
    await user.type(reason, '설비 점검');
    await user.click(screen.getByRole('button', { name: '반려하기' }));
    expect(onSend).toHaveBeenCalledWith('설비 점검');
  });
});
