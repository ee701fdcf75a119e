import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, LinkButton } from './Button';

afterEach(cleanup);

describe('Button', () => {
  it('presses, and does not press when disabled', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    const { rerender } = render(<Button onPress={onPress}>저장</Button>);
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(onPress).toHaveBeenCalledTimes(1);
    rerender(
      <Button onPress={onPress} isDisabled>
        저장
      </Button>,
    );
    expect(screen.getByRole('button', { name: '저장' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('shows a spinner, sets aria-busy and ignores presses while pending', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Button onPress={onPress} isPending>
        저장
      </Button>,
    );
    const button = screen.getByRole('button', { name: '저장' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('leaves no live-region image behind when a focused button turns pending and goes away', async () => {
    const user = userEvent.setup();
    const { rerender, unmount } = render(<Button onPress={() => undefined}>가입하기</Button>);
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    rerender(
      <Button onPress={() => undefined} isPending>
        가입하기
      </Button>,
    );
    expect(screen.getByRole('button', { name: '가입하기' })).toHaveAttribute('aria-busy', 'true');
    unmount();
    expect(document.querySelectorAll('[role="img"]')).toHaveLength(0);
  });

  it('does not submit its form while pending', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    render(
      <form method="post" onSubmit={onSubmit}>
        <Button type="submit" isPending>
          저장
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('applies the variant and size classes', () => {
    render(
      <Button variant="secondary" size="large">
        취소
      </Button>,
    );
    const button = screen.getByRole('button', { name: '취소' });
    expect(button).toHaveClass('secondary', 'large');
    expect(button).not.toHaveAttribute('aria-busy');
  });
});

describe('LinkButton', () => {
  it('is a link styled as a button', () => {
    render(<LinkButton href="/support">지원사업 보기</LinkButton>);
    const link = screen.getByRole('link', { name: '지원사업 보기' });
    expect(link).toHaveAttribute('href', '/support');
    expect(link).not.toHaveAttribute('target');
    expect(link).toHaveClass('button', 'primary');
  });

  it('opens external links in a new window and says so', () => {
    render(
      <LinkButton href="https://example.org" external>
        신청하기
      </LinkButton>,
    );
    const link = screen.getByRole('link', { name: /^신청하기\s?\(새 창\)$/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});
