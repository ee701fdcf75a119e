import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MODAL_TEXT } from '@/lib/modal/modal-constants';
import { render } from '@/test/render';
import { DeskDocument } from './DeskDocument';

const TEXT = {
  loading: '확인서 파일을 불러오는 중입니다.',
  fileFailed: '확인서 파일을 불러오지 못했습니다.',
  pdfHelp: 'PDF 파일은 브라우저의 새 창에서 열립니다.',
  openPdf: '새 창에서 PDF 보기',
};

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/1');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function show(load: () => Promise<{ blob: Blob }>) {
  return render(
    <DeskDocument
      load={load}
      text={TEXT}
      fileNm="확인서.png"
      alt="제출한 소상공인 확인서 (확인서.png)"
      name="확인서"
    />,
  );
}

describe('DeskDocument', () => {
  it('draws an image from its blob address, and lets the address go when it is no longer shown', async () => {
    const load = vi.fn(async () => ({ blob: new Blob(['png'], { type: 'image/png' }) }));
    const { unmount } = show(load);
    const image = await screen.findByRole('img', { name: '제출한 소상공인 확인서 (확인서.png)' });
    expect(image).toHaveAttribute('src', 'blob:http://localhost/1');
    expect(screen.getByText('확인서.png').tagName).toBe('FIGCAPTION');
    expect(load).toHaveBeenCalledTimes(1);
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/1');
  });

  it('opens a PDF in a new window, the button naming the document', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    show(async () => ({ blob: new Blob(['%PDF'], { type: 'application/pdf' }) }));
    expect(screen.getByText(TEXT.loading)).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: /새 창에서 PDF 보기/ });
    expect(button).toHaveTextContent('새 창에서 PDF 보기 (확인서)');
    await user.click(button);
    expect(open).toHaveBeenCalledWith('blob:http://localhost/1', '_blank', 'noopener');
  });

  it('says in Korean when the file cannot be read', async () => {
    show(() => Promise.reject(new Error('network')));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${TEXT.fileFailed} ${MODAL_TEXT.genericError}`);
  });
});
