import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from './TextField';

afterEach(cleanup);

describe('TextField', () => {
  it('has a visible label tied to the input', () => {
    render(<TextField label="업체명" />);
    const input = screen.getByRole('textbox', { name: '업체명' });
    const label = screen.getByText('업체명');
    expect(label.tagName).toBe('LABEL');
    expect(label).toBeVisible();
    expect(label).toHaveAttribute('for', input.id);
  });

  it('shows the error under the field, tied by aria-describedby, and marks it invalid', () => {
    render(<TextField label="업체명" description="사업자등록증의 상호" errorMessage="업체명을 입력해주세요." />);
    const input = screen.getByRole('textbox', { name: '업체명' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const error = screen.getByText('업체명을 입력해주세요.');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy).toContain(error.id);
    expect(input).toHaveAccessibleDescription(expect.stringContaining('업체명을 입력해주세요.'));
    expect(input).toHaveAccessibleDescription(expect.stringContaining('사업자등록증의 상호'));
  });

  it('has no error and is valid without an errorMessage', () => {
    render(<TextField label="업체명" />);
    const input = screen.getByRole('textbox', { name: '업체명' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it("shows required as '*' on screen and '(필수)' to screen readers", () => {
    render(<TextField label="브랜드" isRequired />);
    const input = screen.getByRole('textbox', { name: /^브랜드\s?\(필수\)$/ });
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('(필수)')).toHaveClass('sr-only');
  });

  it('counts characters up to maxLength', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('');
      return <TextField label="후기" value={value} onChange={setValue} maxLength={5} showCounter />;
    }
    render(<Controlled />);
    expect(screen.getByText('0/5', { exact: false })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '후기' }), '좋아요!!!');
    expect(screen.getByRole('textbox', { name: '후기' })).toHaveValue('좋아요!!');
    expect(screen.getByText('5/5', { exact: false })).toBeInTheDocument();
  });

  it('gives a textarea no type, in the server HTML and in the browser (Nu: type is not allowed on textarea)', () => {
    const html = renderToString(<TextField label="댓글" multiline />);
    expect(html).toContain('<textarea');
    expect(html).not.toMatch(/<textarea[^>]*\btype=/);
    render(<TextField label="댓글" multiline />);
    expect(screen.getByRole('textbox', { name: '댓글' })).not.toHaveAttribute('type');
  });

  it('passes the input type through', () => {
    render(<TextField label="비밀번호" type="password" />);
    expect(screen.getByLabelText('비밀번호')).toHaveAttribute('type', 'password');
  });
});
