import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { recordColumns } from './record-columns';

type Row = { roomId: number; roomNm: string; useYn: 'Y' | 'N'; updtDt: string };

const ROW: Row = { roomId: 12, roomNm: '녹음실 A', useYn: 'Y', updtDt: '2026-01-02 03:04:05' };

afterEach(cleanup);

describe('recordColumns', () => {
  it('draws the record’s name as a link to its page, sorted by the name', () => {
    const column = recordColumns.name<Row, 'roomNm'>({
      id: 'roomId',
      name: 'roomNm',
      header: '룸 이름',
      href: '/admin/rooms',
    });
    expect(column).toMatchObject({ key: 'roomNm', header: '룸 이름', sort: 'roomNm' });
    render(<>{column.render(ROW)}</>, { route: '/admin/rooms' });
    expect(screen.getByRole('link', { name: '녹음실 A' })).toHaveAttribute('href', '/admin/rooms/12');
  });

  it('hides a shown record, and shows a hidden one, through the desk’s command with its id, name and copy', async () => {
    const user = userEvent.setup();
    const command = { run: vi.fn(async () => undefined), isPending: false };
    const column = recordColumns.visibility<Row, 'roomId', 'roomNm'>({ id: 'roomId', name: 'roomNm', command });
    expect(column).toMatchObject({ key: 'actions', header: '관리' });
    render(<>{column.render(ROW)}</>);
    await user.click(screen.getByRole('button', { name: /^숨기기 ?\(녹음실 A 숨기기\)$/ }));
    expect(command.run).toHaveBeenCalledWith({ roomId: 12, roomNm: '녹음실 A', useYn: 'N', updtDt: ROW.updtDt });
    cleanup();
    render(<>{column.render({ ...ROW, useYn: 'N' })}</>);
    await user.click(screen.getByRole('button', { name: /^다시 공개 ?\(녹음실 A 다시 공개\)$/ }));
    expect(command.run).toHaveBeenLastCalledWith({ roomId: 12, roomNm: '녹음실 A', useYn: 'Y', updtDt: ROW.updtDt });
  });
});
