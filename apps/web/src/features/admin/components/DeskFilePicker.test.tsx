import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { DeskFilePicker, useDeskFilePick } from './DeskFilePicker';

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

const TEXT = { file: '올릴 파일', upload: '올리기', chooseFile: '올릴 파일을 골라 주세요.' };

function Picker({ onSend }: { onSend: (file: File) => void }) {
  const pick = useDeskFilePick();
  return (
    <DeskFilePicker
      pick={pick}
      text={TEXT}
      accept=".pdf,.png"
      isPending={false}
      onSend={(file) => {
        onSend(file);
        // The desk's upload command, done: the choice starts again.
        pick.reset();
      }}
    >
      <button type="button">사진 빼기</button>
    </DeskFilePicker>
  );
}

describe('DeskFilePicker', () => {
  it('asks for a file when none is chosen, sends the chosen one, and starts empty after the desk resets it', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Picker onSend={onSend} />);
    const input = screen.getByLabelText('올릴 파일');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('name', 'uploadFile');
    expect(input).toHaveAttribute('accept', '.pdf,.png');
    expect(screen.getByRole('button', { name: '사진 빼기' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '올리기' }));
    expect(modal.alert).toHaveBeenCalledWith('올릴 파일을 골라 주세요.');
    expect(onSend).not.toHaveBeenCalled();

    const file = new File(['%PDF-1.7'], '공고문.pdf', { type: 'application/pdf' });
    await user.upload(input as HTMLInputElement, file);
    await user.click(screen.getByRole('button', { name: '올리기' }));
    expect(onSend).toHaveBeenCalledWith(file);

    expect((screen.getByLabelText('올릴 파일') as HTMLInputElement).files).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '올리기' }));
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(modal.alert).toHaveBeenCalledTimes(2);
  });
});
