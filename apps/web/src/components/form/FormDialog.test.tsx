import { zodResolver } from '@hookform/resolvers/zod';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormDialog } from './FormDialog';
import { FormTextField } from './form-fields';

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

const schema = z.object({ reason: z.string().trim().min(1, '사유를 입력해 주세요.') });

function Harness({
  onValid,
  onClose,
  isDisabled,
}: {
  onValid: (v: { reason: string }) => void;
  onClose: () => void;
  isDisabled?: boolean;
}) {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  return (
    <FormDialog
      title="반려"
      onClose={onClose}
      cancel="취소"
      send="반려하기"
      isDisabled={isDisabled ?? false}
      handleSubmit={form.handleSubmit}
      onValid={onValid}
    >
      <FormTextField control={form.control} name="reason" label="사유" isRequired />
    </FormDialog>
  );
}

describe('FormDialog', () => {
  it('sends the checked values, trimmed by the schema', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Harness onValid={onValid} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: '반려' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /사유/ }), '  서류 미비  ');
    await user.click(screen.getByRole('button', { name: '반려하기' }));
    expect(onValid).toHaveBeenCalledWith({ reason: '서류 미비' });
    expect(modal.formCheck).not.toHaveBeenCalled();
  });

  it('says what is missing in the form check and sends nothing', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Harness onValid={onValid} onClose={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: '반려하기' }));
    expect(modal.formCheck).toHaveBeenCalledWith(['사유를 입력해 주세요.']);
    expect(onValid).not.toHaveBeenCalled();
  });

  it('closes on cancel without sending, and a disabled send cannot be pressed', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    const onClose = vi.fn();
    render(<Harness onValid={onValid} onClose={onClose} isDisabled />);
    expect(screen.getByRole('button', { name: '반려하기' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '취소' }));
    expect(onClose).toHaveBeenCalled();
    expect(onValid).not.toHaveBeenCalled();
  });
});
