import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-client';
import { render } from '@/test/render';
import { type ConsoleImage, ConsoleImageField, moved } from './ConsoleImageField';
import { useFieldErrors } from './use-field-errors';

const modal = vi.hoisted(() => ({ alert: vi.fn(async () => undefined), confirm: vi.fn(async () => true) }));
vi.mock('@/lib/modal/modal-service', () => ({ modal }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const refusal = new ApiError({
  status: 400,
  number: 400,
  message: '사진마다 대체 텍스트(사진 설명)를 입력해 주세요.',
  errors: [
    { field: 'roomImgs', message: '사진은 2장까지 올릴 수 있습니다.' },
    { field: 'roomImgs.1.imgAlt', message: '사진마다 대체 텍스트(사진 설명)를 입력해 주세요.' },
  ],
});

function Harness({
  initial,
  upload = async () => [],
  seen,
}: {
  initial: ConsoleImage[];
  upload?: (files: readonly File[]) => Promise<string[]>;
  seen?: (images: ConsoleImage[]) => void;
}) {
  const [images, setImages] = useState(initial);
  const errors = useFieldErrors();
  return (
    <>
      <ConsoleImageField
        name="roomImgs"
        help="사진을 2장까지 올립니다."
        images={images}
        onChange={(next) => {
          setImages(next);
          seen?.(next);
        }}
        errors={errors}
        max={2}
        tooMany="사진은 2장까지 올릴 수 있습니다."
        upload={upload}
      />
      <button type="button" onClick={() => errors.showRefusal(refusal)}>
        거절 받기
      </button>
    </>
  );
}

const two = [
  { imgPtUrl: '/files/a.png', imgAlt: '첫 사진' },
  { imgPtUrl: '/files/b.png', imgAlt: '' },
];

describe('moved', () => {
  it('moves one item and keeps the others in order', () => {
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });
});

describe('ConsoleImageField', () => {
  it('labels every picture’s text and buttons by its place, inside the gallery’s legend', () => {
    render(<Harness initial={two} />);
    const gallery = screen.getByRole('group', { name: '사진' });
    expect(gallery).toHaveAccessibleDescription('사진을 2장까지 올립니다.');
    expect(screen.getByRole('textbox', { name: /^사진 1 대체 텍스트/ })).toHaveValue('첫 사진');
    expect(screen.getByRole('textbox', { name: /^사진 2 대체 텍스트/ })).toBeRequired();
    expect(screen.getByRole('button', { name: '사진 1 앞으로' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '사진 2 뒤로' })).toBeDisabled();
    // Full: no more can be picked.
    expect(screen.getByRole('button', { name: '사진 올리기' })).toBeDisabled();
  });

  it('reorders by keyboard, and the focus follows the moved picture', async () => {
    const user = userEvent.setup();
    const seen = vi.fn();
    render(<Harness initial={two} seen={seen} />);
    screen.getByRole('button', { name: '사진 1 뒤로' }).focus();
    await user.keyboard('{Enter}');
    expect(seen).toHaveBeenLastCalledWith([two[1], two[0]]);
    expect(screen.getByRole('textbox', { name: /^사진 1 대체 텍스트/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^사진 2 대체 텍스트/ })).toHaveValue('첫 사진');
    // The picture is now last: 뒤로 is off, so the focus is on its 앞으로.
    await waitFor(() => expect(screen.getByRole('button', { name: '사진 2 앞으로' })).toHaveFocus());
  });

  it('takes a picture out, focuses the gallery’s button, and lets another be picked', async () => {
    const user = userEvent.setup();
    render(<Harness initial={two} />);
    await user.click(screen.getByRole('button', { name: '사진 1 빼기' }));
    expect(screen.queryByRole('textbox', { name: /^사진 2 대체 텍스트/ })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^사진 1 대체 텍스트/ })).toHaveValue('');
    const add = screen.getByRole('button', { name: '사진 올리기' });
    expect(add).toBeEnabled();
    expect(add).toHaveFocus();
  });

  it('uploads picked files and adds them with an empty text to fill in', async () => {
    const upload = vi.fn(async (files: readonly File[]) => files.map((f) => `/files/${f.name}`));
    const user = userEvent.setup();
    const { container } = render(<Harness initial={[]} upload={upload} />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"][data-pictures="roomImgs"]')!;
    await user.upload(input, new File(['x'], 'new.png', { type: 'image/png' }));
    expect(await screen.findByRole('textbox', { name: /^사진 1 대체 텍스트/ })).toHaveValue('');
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0]![0].map((f) => f.name)).toEqual(['new.png']);
  });

  it('refuses more pictures than allowed in Korean, without uploading', async () => {
    const upload = vi.fn(async () => ['/files/x.png']);
    const user = userEvent.setup();
    const { container } = render(<Harness initial={[two[0]!]} upload={upload} />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, [
      new File(['x'], 'x.png', { type: 'image/png' }),
      new File(['y'], 'y.png', { type: 'image/png' }),
    ]);
    await waitFor(() => expect(modal.alert).toHaveBeenCalledWith('사진은 2장까지 올릴 수 있습니다.'));
    expect(upload).not.toHaveBeenCalled();
  });

  it('says a refused upload in Korean and keeps the gallery', async () => {
    const upload = vi.fn(async () => {
      throw new ApiError({ status: 400, number: 400, message: '사진 파일만 올릴 수 있습니다.' });
    });
    const user = userEvent.setup();
    const { container } = render(<Harness initial={[two[0]!]} upload={upload} />);
    await user.upload(
      container.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(['x'], 'x.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(modal.alert).toHaveBeenCalledWith('사진 파일만 올릴 수 있습니다.'));
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  it('shows the server’s messages at the gallery and at the picture’s text; typing drops the picture’s', async () => {
    const user = userEvent.setup();
    render(<Harness initial={two} />);
    await user.click(screen.getByRole('button', { name: '거절 받기' }));
    expect(screen.getByRole('alert')).toHaveTextContent('사진은 2장까지 올릴 수 있습니다.');
    const alt = screen.getByRole('textbox', { name: /^사진 2 대체 텍스트/ });
    expect(alt).toHaveAccessibleDescription(
      expect.stringContaining('사진마다 대체 텍스트(사진 설명)를 입력해 주세요.'),
    );
    await user.type(alt, '두 번째 사진');
    expect(alt).not.toHaveAccessibleDescription(expect.stringContaining('사진마다 대체 텍스트'));
    expect(alt).toHaveValue('두 번째 사진');
  });

  it('shows the size the server stored a picture at once it has loaded', () => {
    render(<Harness initial={[two[0]!]} />);
    const img = screen.getByRole('group', { name: '사진' }).querySelector('img')!;
    Object.defineProperty(img, 'naturalWidth', { value: 1320 });
    Object.defineProperty(img, 'naturalHeight', { value: 880 });
    fireEvent.load(img);
    expect(screen.getByText('저장된 크기 1320×880픽셀')).toBeInTheDocument();
  });
});
