import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { render } from '@/test/render';
import { DeskDecisionDialog } from './DeskDecisionDialog';

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

// A desk's rule as the contracts write them: a choice, and a reason required for a rejection only.
const schema = z
  .object({
    updtDt: z.string(),
    sts: z.enum(['accepted', 'rejected'], { error: '처리를 골라 주세요.' }),
    rjctRsn: z.string().trim().max(500),
  })
  .refine((v) => v.sts !== 'rejected' || v.rjctRsn.length > 0, {
    message: '반려 사유를 입력해 주세요.',
    path: ['rjctRsn'],
  });

function renderDialog(isRequired?: boolean) {
  const onSend = vi.fn();
  const onClose = vi.fn();
  render(
    <DeskDecisionDialog
      title="홍길동(hong) 신청"
      schema={schema}
      defaultValues={{ updtDt: '2026-12-01T00:00:00Z', sts: undefined, rjctRsn: '' }}
      choice={{
        name: 'sts',
        label: '처리 결과',
        options: [
          { value: 'accepted', label: '승인' },
          { value: 'rejected', label: '반려' },
        ],
      }}
      reason={{ name: 'rjctRsn', label: '반려 사유', description: '신청자에게 문자로 안내됩니다.', isRequired }}
      isPending={false}
      onSend={onSend}
      onClose={onClose}
      below={<p>처리 이력</p>}
    >
      <p>제출한 서류</p>
    </DeskDecisionDialog>,
  );
  return { onSend, onClose };
}

describe('DeskDecisionDialog', () => {
  it('sends nothing until the choice is made and the rule holds, then sends the checked values', async () => {
    const user = userEvent.setup();
    const { onSend, onClose } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: '홍길동(hong) 신청' });
    // What is decided on stands above the choice, the history below the reason.
    expect(dialog.textContent?.indexOf('제출한 서류')).toBeLessThan(dialog.textContent?.indexOf('처리 결과') ?? 0);
    expect(dialog.textContent?.indexOf('처리 이력')).toBeGreaterThan(dialog.textContent?.indexOf('반려 사유') ?? 0);
    const group = screen.getByRole('radiogroup', { name: /처리 결과/ });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['accepted', 'rejected']);
    const reason = screen.getByRole('textbox', { name: /반려 사유/ });
    expect(reason).toHaveAccessibleDescription(/신청자에게 문자로 안내됩니다\./);
    expect(reason).toHaveAttribute('maxlength', '500');
    expect(reason).not.toBeRequired();

    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(modal.formCheck).toHaveBeenCalledWith(['처리를 골라 주세요.']);
    await user.click(screen.getByRole('radio', { name: '반려' }));
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(modal.formCheck).toHaveBeenLastCalledWith(['반려 사유를 입력해 주세요.']);
    expect(onSend).not.toHaveBeenCalled();

    await user.type(reason, ' 서류 미비 ');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(onSend).toHaveBeenCalledWith({ updtDt: '2026-12-01T00:00:00Z', sts: 'rejected', rjctRsn: '서류 미비' });

    await user.click(screen.getByRole('button', { name: '취소' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('marks the reason required where the desk always asks for one', () => {
    renderDialog(true);
    expect(screen.getByRole('textbox', { name: /반려 사유/ })).toBeRequired();
  });
});
