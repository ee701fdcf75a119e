import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { DeskFormPanel, DeskPanel } from './DeskPanel';

afterEach(cleanup);

describe('DeskPanel', () => {
  it('is a region named by its heading, with the note under the heading only when the desk has one', () => {
    render(
      <>
        <DeskPanel id="programme-attachments" title="첨부파일" note="10MB까지 올립니다.">
          <p>첨부파일이 없습니다.</p>
        </DeskPanel>
        <DeskPanel id="member-company" title="회사와 확인서">
          <p>회사명</p>
        </DeskPanel>
      </>,
    );
    const attachments = screen.getByRole('region', { name: '첨부파일' });
    expect(attachments.querySelectorAll('p')).toHaveLength(2);
    expect(attachments.querySelector('p')).toHaveTextContent('10MB까지 올립니다.');
    const company = screen.getByRole('region', { name: '회사와 확인서' });
    expect(company.querySelectorAll('p')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: '회사와 확인서' })).toHaveAttribute('id', 'member-company');
  });
});

describe('DeskFormPanel', () => {
  it('holds the fields in a form sent by its save button', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <DeskFormPanel id="programme-form" title="사업 정보" onSubmit={onSubmit} save="저장" isSaving={false}>
        <label>
          사업명
          <input name="sprtBizNm" />
        </label>
      </DeskFormPanel>,
    );
    const panel = screen.getByRole('region', { name: '사업 정보' });
    const form = panel.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('novalidate');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
