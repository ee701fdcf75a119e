import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { exposureColumn, ListExposureButton } from './ListExposure';

afterEach(cleanup);

const TEXT = {
  exposure: '공개 여부',
  shown: '공개',
  hidden: '숨김',
  hide: '숨기기',
  show: '다시 공개',
  hideOf: (q: string) => `${q} 숨기기`,
  showOf: (q: string) => `${q} 다시 공개`,
};

describe('exposureColumn', () => {
  it('says 공개 or 숨김 under 공개 여부, on one line, sortable by expsrYn', () => {
    const column = exposureColumn<{ expsrYn: 'Y' | 'N' }>(TEXT);
    expect(column).toMatchObject({ key: 'expsr', header: '공개 여부', nowrap: true, sort: 'expsrYn' });
    expect(column.render({ expsrYn: 'Y' })).toBe('공개');
    expect(column.render({ expsrYn: 'N' })).toBe('숨김');
  });
});

describe('ListExposureButton', () => {
  it('hides a shown row and shows a hidden one again, named for its row', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    render(<ListExposureButton expsrYn="Y" name="회원가입은 어떻게 하나요?" text={TEXT} onToggle={onToggle} />);
    await user.click(screen.getByRole('button', { name: '회원가입은 어떻게 하나요? 숨기기' }));
    expect(onToggle).toHaveBeenLastCalledWith('N');
    cleanup();
    render(<ListExposureButton expsrYn="N" name="공지" text={TEXT} onToggle={onToggle} />);
    const button = screen.getByRole('button', { name: '공지 다시 공개' });
    expect(button).toHaveTextContent('다시 공개');
    await user.click(button);
    expect(onToggle).toHaveBeenLastCalledWith('Y');
  });
});
