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
});
