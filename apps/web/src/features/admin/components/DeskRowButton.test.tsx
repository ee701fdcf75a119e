import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { DeskRowButton } from './DeskRowButton';

afterEach(cleanup);

describe('DeskRowButton', () => {
  it("tells a list's like buttons apart for screen readers and runs the row's action", async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <>
        <DeskRowButton label="상태 변경" of="hong 신청의 상태 변경" onPress={onPress} />
        <DeskRowButton label="상태 변경" of="kim 신청의 상태 변경" variant="secondary" onPress={vi.fn()} />
      </>,
    );
    const [hong, kim] = screen.getAllByRole('button');
    expect(hong).toHaveTextContent('상태 변경 (hong 신청의 상태 변경)');
    expect(kim).toHaveTextContent('상태 변경 (kim 신청의 상태 변경)');
    expect(hong?.querySelector('.sr-only')).toHaveTextContent('(hong 신청의 상태 변경)');
    expect(hong?.className).toMatch(/small/);
    expect(hong?.className).toMatch(/primary/);
    expect(kim?.className).toMatch(/secondary/);
    await user.click(hong!);
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('is busy and ignores presses while its command runs', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <DeskRowButton label="숨기기" of="설 연휴 휴관 안내 숨기기" variant="secondary" isPending onPress={onPress} />,
    );
    const button = screen.getByRole('button', { name: /^숨기기 ?\(설 연휴 휴관 안내 숨기기\)$/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button.querySelector('.sr-only')).toHaveTextContent('(설 연휴 휴관 안내 숨기기)');
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('is neither busy nor disabled unless told', () => {
    render(<DeskRowButton label="숨기기" of="댓글" isPending={false} onPress={vi.fn()} />);
    const button = screen.getByRole('button', { name: /^숨기기 ?\(댓글\)$/ });
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).toBeEnabled();
  });

  it('can be disabled, and then ignores presses', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<DeskRowButton label="위로" of="1차시를 위로" variant="secondary" isDisabled onPress={onPress} />);
    const button = screen.getByRole('button', { name: /^위로 ?\(1차시를 위로\)$/ });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('takes elements for its label and row', () => {
    render(
      <DeskRowButton
        label={<strong>검토</strong>}
        of={
          <>
            <em>hong</em> 신청
          </>
        }
        onPress={vi.fn()}
      />,
    );
    const button = screen.getByRole('button');
    expect(button.querySelector('strong')).toHaveTextContent('검토');
    expect(button.querySelector('.sr-only em')).toHaveTextContent('hong');
    expect(button).toHaveTextContent('검토 (hong 신청)');
  });
});
