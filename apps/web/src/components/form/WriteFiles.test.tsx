import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-client';
import { render } from '@/test/render';
import { useWriteFiles, type WriteFile, WriteFileList, WriteFilePicker, writeFilesText } from './WriteFiles';

const modal = vi.hoisted(() => ({ alert: vi.fn(async () => undefined), confirm: vi.fn(async () => true) }));
vi.mock('@/lib/modal/modal-service', () => ({ modal }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const TOO_MANY = '첨부파일은 2개까지 올릴 수 있습니다.';
const TEXT = writeFilesText(2);

function Harness({
  initial,
  upload = async () => [],
  seen,
}: {
  initial: WriteFile[];
  upload?: (files: readonly File[]) => Promise<WriteFile[]>;
  seen?: (fileIds: string[]) => void;
}) {
  const attached = useWriteFiles({
    initial,
    max: 2,
    tooMany: TOO_MANY,
    upload,
    onChange: (fileIds) => seen?.(fileIds),
  });
  return (
    <fieldset aria-describedby="help">
      <legend>{TEXT.files}</legend>
      <p id="help">{attached.uploading ? TEXT.uploading : TEXT.filesHelp}</p>
      <WriteFileList files={attached} removeLabel={TEXT.removeFile} className="list" />
      <WriteFilePicker {...attached.picker} label={TEXT.addFiles} className="row" accept=".pdf" />
    </fieldset>
  );
}

const pdf = (name: string) => new File(['x'], name, { type: 'application/pdf' });
const picker = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('WriteFileList', () => {
  it('names each file, with its size when the upload says it, and takes one out by its named button', async () => {
    const user = userEvent.setup();
    const seen = vi.fn();
    render(
      <Harness
        initial={[
          { fileId: 'a', fileNm: '안내문.pdf', fileSize: 2048 },
          { fileId: 'b', fileNm: '신청서.hwp' },
        ]}
        seen={seen}
      />,
    );
    expect(screen.getByRole('group', { name: '첨부파일' })).toHaveAccessibleDescription(
      'PDF, 한글(HWP), 오피스 문서, ZIP, 이미지 파일을 2개까지 첨부할 수 있습니다.',
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '안내문.pdf (2 KB) 안내문.pdf 첨부 삭제',
      '신청서.hwp 신청서.hwp 첨부 삭제',
    ]);
    // Full: no more can be picked.
    expect(screen.getByRole('button', { name: '파일 첨부' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '안내문.pdf 첨부 삭제' }));
    expect(seen).toHaveBeenLastCalledWith(['b']);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: '파일 첨부' })).toBeEnabled();
  });

  it('draws nothing while no file is attached', () => {
    render(<Harness initial={[]} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('WriteFilePicker and useWriteFiles', () => {
  it('opens the hidden picker from its button, uploads what is picked and attaches it', async () => {
    const upload = vi.fn(async (files: readonly File[]) => files.map((f) => ({ fileId: f.name, fileNm: f.name })));
    const seen = vi.fn();
    const user = userEvent.setup();
    const { container } = render(<Harness initial={[]} upload={upload} seen={seen} />);
    const input = picker(container);
    expect(input).toHaveAttribute('accept', '.pdf');
    expect(input).toHaveAttribute('aria-hidden', 'true');
    const click = vi.spyOn(input, 'click');
    await user.click(screen.getByRole('button', { name: '파일 첨부' }));
    expect(click).toHaveBeenCalledTimes(1);
    await user.upload(input, pdf('공고문.pdf'));
    expect(await screen.findByRole('button', { name: '공고문.pdf 첨부 삭제' })).toBeInTheDocument();
    expect(upload.mock.calls[0]![0].map((f) => f.name)).toEqual(['공고문.pdf']);
    expect(seen).toHaveBeenLastCalledWith(['공고문.pdf']);
    // The picker is emptied, so the same file can be picked again.
    expect(input.value).toBe('');
  });

  it('refuses more files than allowed in Korean, without uploading', async () => {
    const upload = vi.fn(async () => []);
    const user = userEvent.setup();
    const { container } = render(<Harness initial={[{ fileId: 'a', fileNm: '안내문.pdf' }]} upload={upload} />);
    await user.upload(picker(container), [pdf('하나.pdf'), pdf('둘.pdf')]);
    await waitFor(() => expect(modal.alert).toHaveBeenCalledWith(TOO_MANY));
    expect(upload).not.toHaveBeenCalled();
  });

  it('says a refused upload in Korean and keeps the files attached', async () => {
    const upload = vi.fn(async () => {
      throw new ApiError({ status: 400, number: 400, message: '올릴 수 없는 파일 형식입니다.' });
    });
    const seen = vi.fn();
    const user = userEvent.setup();
    const { container } = render(
      <Harness initial={[{ fileId: 'a', fileNm: '안내문.pdf' }]} upload={upload} seen={seen} />,
    );
    await user.upload(picker(container), pdf('실행.pdf'));
    await waitFor(() => expect(modal.alert).toHaveBeenCalledWith('올릴 수 없는 파일 형식입니다.'));
    expect(seen).not.toHaveBeenCalled();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: '파일 첨부' })).toBeEnabled();
  });
});
