import { ADMIN_MESSAGES } from '@onfan/contracts/admin';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-client';
import { render } from '@/test/render';
import { ConsoleExportDialog } from './ConsoleExportDialog';

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

function open(chooseFormat: boolean, download: () => Promise<unknown>) {
  const onClose = vi.fn();
  const spy = vi.fn(download);
  render(
    <ConsoleExportDialog
      title="신청 목록 내려받기"
      help="가리지 않은 개인정보와 함께 내려받습니다."
      chooseFormat={chooseFormat}
      download={spy}
      onClose={onClose}
    />,
  );
  return { onClose, download: spy };
}

describe('ConsoleExportDialog', () => {
  it('asks for the reason before anything leaves, then downloads in the chosen format and closes', async () => {
    const user = userEvent.setup();
    const { onClose, download } = open(true, async () => undefined);
    const dialog = screen.getByRole('dialog', { name: '신청 목록 내려받기' });
    expect(dialog).toHaveTextContent('가리지 않은 개인정보와 함께 내려받습니다.');
    await user.click(screen.getByRole('button', { name: '내려받기' }));
    expect(modal.formCheck).toHaveBeenCalledWith([ADMIN_MESSAGES.exportReasonRequired]);
    expect(download).not.toHaveBeenCalled();

    expect(screen.getByRole('radio', { name: '엑셀(XLSX)' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'CSV' }));
    await user.type(screen.getByRole('textbox', { name: /내려받는 사유/ }), '  선정 결과 보고 ');
    await user.click(screen.getByRole('button', { name: '내려받기' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(download).toHaveBeenCalledWith({ format: 'csv', reason: '선정 결과 보고' });
  });

  it('writes CSV without asking where the desk has one format', async () => {
    const user = userEvent.setup();
    const { onClose, download } = open(false, async () => undefined);
    expect(screen.queryByRole('radiogroup')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /내려받는 사유/ }), '주간 이용 점검');
    await user.click(screen.getByRole('button', { name: '내려받기' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(download).toHaveBeenCalledWith({ format: 'csv', reason: '주간 이용 점검' });
  });

  it('shows a refusal and stays open with what was typed', async () => {
    const user = userEvent.setup();
    const { onClose } = open(false, async () => {
      throw new ApiError({ status: 403, number: 403, message: ADMIN_MESSAGES.roleRequired });
    });
    const reason = screen.getByRole('textbox', { name: /내려받는 사유/ });
    await user.type(reason, '주간 이용 점검');
    await user.click(screen.getByRole('button', { name: '내려받기' }));
    await waitFor(() => expect(modal.alert).toHaveBeenCalled());
    expect(JSON.stringify(modal.alert.mock.calls)).toContain(ADMIN_MESSAGES.roleRequired);
    expect(onClose).not.toHaveBeenCalled();
    expect(reason).toHaveValue('주간 이용 점검');
  });
});
