import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './RadioGroup';

afterEach(cleanup);

const options = [
  { value: 'Y', label: '예' },
  { value: 'N', label: '아니오' },
  { value: 'U', label: '잘 모르겠음', isDisabled: true },
];

function Controlled({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <RadioGroup
      label="온라인 판매 경험"
      options={options}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      isRequired
      description="최근 1년 기준"
      errorMessage={value ? null : '온라인 판매 경험을 선택해주세요.'}
    />
  );
}

describe('RadioGroup', () => {
  it('is a group of the browser radios under a visible label, with its state for screen readers', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: /온라인 판매 경험/ });
    expect(screen.getByText('온라인 판매 경험')).toBeVisible();
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('최근 1년 기준 온라인 판매 경험을 선택해주세요.');
    const yes = screen.getByRole('radio', { name: '예' });
    expect(yes.tagName).toBe('INPUT');
    expect(yes).not.toBeChecked();
    expect(screen.getByRole('radio', { name: '잘 모르겠음' })).toBeDisabled();

    await user.click(screen.getByText('아니오'));
    expect(onChange).toHaveBeenLastCalledWith('N');
    expect(screen.getByRole('radio', { name: '아니오' })).toBeChecked();
    expect(group).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('온라인 판매 경험을 선택해주세요.')).toBeNull();
  });

  it('works by keyboard: Tab enters at the chosen option and the arrow keys choose', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <button type="button">앞</button>
        <RadioGroup label="공간 구분" options={options.slice(0, 2)} defaultValue="N" onChange={onChange} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: '앞' }));
    await user.tab();
    expect(screen.getByRole('radio', { name: '아니오' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: '예' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: '예' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('Y');
  });

  it('groups its radios by one name, and two groups on a page do not share one', () => {
    render(
      <>
        <RadioGroup label="첫째" options={options.slice(0, 2)} />
        <RadioGroup label="둘째" options={options.slice(0, 2)} name="answer" />
      </>,
    );
    const [first, second] = screen.getAllByRole('radiogroup');
    const namesOf = (group: HTMLElement | undefined) =>
      new Set([...(group?.querySelectorAll('input') ?? [])].map((input) => input.name));
    expect(namesOf(first).size).toBe(1);
    expect(namesOf(second)).toEqual(new Set(['answer']));
    expect([...namesOf(first)][0]).not.toBe('answer');
  });

  it('draws the chosen option in the server markup, so hydration keeps it', () => {
    const html = renderToString(<RadioGroup label="공간 구분" options={options.slice(0, 2)} value="Y" />);
    expect(html).toMatch(/<input(?=[^>]*value="Y")(?=[^>]*checked="")[^>]*>/);
    expect(html).not.toMatch(/<input(?=[^>]*value="N")(?=[^>]*checked="")[^>]*>/);
  });
});
