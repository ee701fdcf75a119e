import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { DeskClosePanel } from './DeskClosePanel';

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

const TEXT = {
  state: '접수 상태',
  close: '조기 마감',
  closeReason: '마감 사유',
  closeHelp: '접수를 지금 끝냅니다.',
  closedEarly: (reason: string, at: string) => `조기 마감: ${reason} (${at})`,
};

function Panel({
  record,
  isOver = false,
  onSend,
}: {
  record: { closRsn: string | null; closDt: string | null };
  isOver?: boolean;
  onSend: (reason: string) => void;
}) {
  const [closing, setClosing] = useState(false);
  return (
    <DeskClosePanel
      id="programme-state"
      text={TEXT}
      facts={[['접수 상태', '접수 중']]}
      record={record}
      isOver={isOver}
      isClosing={closing}
      onClosingChange={setClosing}
      isPending={false}
      onSend={onSend}
    />
  );
}

describe('DeskClosePanel', () => {
  it('offers the early close while open, asks for the reason and sends it; cancelling closes the dialog', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Panel record={{ closRsn: null, closDt: null }} onSend={onSend} />);
    const panel = screen.getByRole('region', { name: '접수 상태' });
    expect(panel).toHaveTextContent('접수 중');

    await user.click(screen.getByRole('button', { name: '조기 마감' }));
    const dialog = screen.getByRole('dialog', { name: '조기 마감' });
    expect(dialog).toHaveTextContent('접수를 지금 끝냅니다.');
    await user.type(screen.getByRole('textbox', { name: /마감 사유/ }), '예산 소진');
    await user.click(screen.getByRole('button', { name: '조기 마감' }));
    expect(onSend).toHaveBeenCalledWith('예산 소진');

    await user.click(screen.getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says why and when a record was closed early, and offers nothing to close once it is over', () => {
    const { unmount } = render(
      <Panel record={{ closRsn: '예산 소진', closDt: '2026-12-01T01:30:00.000Z' }} onSend={vi.fn()} />,
    );
    expect(screen.getByText('조기 마감: 예산 소진 (2026.12.01 10:30)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '조기 마감' })).not.toBeInTheDocument();
    unmount();
    render(<Panel record={{ closRsn: null, closDt: null }} isOver onSend={vi.fn()} />);
    expect(screen.queryByRole('button', { name: '조기 마감' })).not.toBeInTheDocument();
  });
});
