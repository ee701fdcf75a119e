import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileDownloads } from './FileDownloads';

afterEach(cleanup);

const files = [
  { fileId: 7, fileNm: '2026년_소상공인_지원사업_통합공고.pdf', bytes: 2048 },
  { fileId: 8, fileNm: '신청서 양식.hwp', bytes: 1_572_864 },
];

describe('FileDownloads', () => {
  it('names each file with its size under the section title, and hands the pressed one to onDownload', async () => {
    const onDownload = vi.fn();
    render(<FileDownloads files={files} sizeOf={(f) => f.bytes} onDownload={onDownload} />);
    const section = screen.getByRole('region', { name: '첨부파일' });
    expect(screen.getByRole('heading', { level: 2, name: '첨부파일' })).toBeInTheDocument();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      '2026년_소상공인_지원사업_통합공고.pdf (2 KB) 내려받기',
      '신청서 양식.hwp (1.5 MB) 내려받기',
    ]);
    expect(section).toContainElement(buttons[0]!);
    await userEvent.click(screen.getByRole('button', { name: /^신청서 양식\.hwp/ }));
    expect(onDownload).toHaveBeenCalledWith(files[1]);
  });

  it('takes its own title at level 3 inside a section, and draws nothing without files', () => {
    const { container, rerender } = render(
      <FileDownloads files={files} title="학습 자료" level={3} sizeOf={(f) => f.bytes} onDownload={() => {}} />,
    );
    expect(screen.getByRole('heading', { level: 3, name: '학습 자료' })).toBeInTheDocument();
    rerender(<FileDownloads files={[]} sizeOf={() => 0} onDownload={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
