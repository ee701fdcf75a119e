import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/Button';
import { Form } from '@/components/ui/Form';
import { TextField } from '@/components/ui/TextField';
import { ApiError } from '@/lib/api/api-client';
import { render } from '@/test/render';
import { ConsoleFormActions } from './ConsoleFormActions';
import type { ConsoleImage } from './ConsoleImageField';
import { useRecordForm } from './record-form';

type Item = { itemId: number; itemNm: string; useYn: 'Y' | 'N'; updtDt: string; pics: ConsoleImage[] };
type Draft = { itemNm: string; pics: ConsoleImage[] };

/** A desk command as the form sees it: `run` is recorded and ends as the test says (done, or refused). */
function fakeCommand<V>() {
  const handlers: { onDone?: () => void; handleRefusal?: (error: unknown) => boolean } = {};
  const command = {
    refusal: undefined as unknown,
    run: vi.fn(async (_vars: V) => {
      if (command.refusal) handlers.handleRefusal?.(command.refusal);
      else handlers.onDone?.();
      return undefined;
    }),
    use: (h: typeof handlers) => {
      Object.assign(handlers, h);
      return { run: command.run, isPending: false };
    },
  };
  return command;
}

const PIC = { imgPtUrl: '/upload/a.png', imgAlt: '가게 앞' };

function setup(item?: Item) {
  const create = fakeCommand<{ itemNm: string; pics: ConsoleImage[] }>();
  const update = fakeCommand<{ itemNm: string; pics: ConsoleImage[]; itemId: number; updtDt: string }>();
  const visibility = fakeCommand<{ itemId: number; itemNm: string; useYn: 'Y' | 'N'; updtDt: string }>();

  function ItemForm() {
    const { draft, set, errors, submit, actions, images } = useRecordForm({
      record: item,
      init: (): Draft => ({ itemNm: item?.itemNm ?? '', pics: item?.pics ?? [] }),
      bodyOf: (d: Draft) => ({ itemNm: d.itemNm.trim(), pics: d.pics }),
      listHref: (d: Draft) => (d.itemNm ? `/items?q=${d.itemNm}` : '/items'),
      id: 'itemId',
      name: 'itemNm',
      text: { hide: '항목 숨기기', show: '항목 다시 공개' },
      useCreate: create.use,
      useUpdate: update.use,
      useVisibility: visibility.use,
    });
    const pics = images('pics');
    return (
      <Form noValidate onSubmit={submit}>
        <TextField
          label="항목 이름"
          value={draft.itemNm}
          onChange={(v) => set('itemNm', v)}
          errorMessage={errors.of('itemNm')}
        />
        <p>{`${pics.name}: ${pics.images.length}장`}</p>
        <Button variant="secondary" onPress={() => pics.onChange([PIC])}>
          사진 넣기
        </Button>
        <ConsoleFormActions {...actions} />
      </Form>
    );
  }

  render(
    <Routes>
      <Route path="/items/form" element={<ItemForm />} />
      <Route path="/items" element={<p>항목 목록 화면</p>} />
    </Routes>,
    { route: '/items/form' },
  );
  return { create, update, visibility };
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('useRecordForm', () => {
  it('creates a new record from the draft, with its pictures, and returns to the list', async () => {
    const user = userEvent.setup();
    const { create, update } = setup();
    expect(screen.getByRole('link', { name: '목록으로' })).toHaveAttribute('href', '/items');
    expect(screen.queryByRole('button', { name: '항목 숨기기' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '사진 넣기' }));
    expect(screen.getByText('pics: 1장')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(create.run).toHaveBeenCalledWith({ itemNm: '', pics: [PIC] });
    expect(update.run).not.toHaveBeenCalled();
    expect(await screen.findByText('항목 목록 화면')).toBeInTheDocument();
  });

  it('updates an edited record with its id and the copy it read, and the list follows the draft', async () => {
    const user = userEvent.setup();
    const { create, update } = setup({
      itemId: 7,
      itemNm: '일곱째',
      useYn: 'Y',
      updtDt: '2026-01-02 03:04:05',
      pics: [],
    });
    expect(screen.getByRole('link', { name: '목록으로' })).toHaveAttribute('href', '/items?q=일곱째');
    await user.clear(screen.getByRole('textbox', { name: '항목 이름' }));
    expect(screen.getByRole('link', { name: '목록으로' })).toHaveAttribute('href', '/items');
    await user.type(screen.getByRole('textbox', { name: '항목 이름' }), ' 새 이름 ');
    await user.click(screen.getByRole('button', { name: '수정' }));
    expect(update.run).toHaveBeenCalledWith({
      itemNm: '새 이름',
      pics: [],
      itemId: 7,
      updtDt: '2026-01-02 03:04:05',
    });
    expect(create.run).not.toHaveBeenCalled();
  });

  it('hides a shown record (and shows a hidden one) with its id, name and the copy it read', async () => {
    const user = userEvent.setup();
    const item: Item = { itemId: 7, itemNm: '일곱째', useYn: 'Y', updtDt: '1', pics: [] };
    const { visibility } = setup(item);
    await user.click(screen.getByRole('button', { name: '항목 숨기기' }));
    expect(visibility.run).toHaveBeenCalledWith({ itemId: 7, itemNm: '일곱째', useYn: 'N', updtDt: '1' });
    expect(await screen.findByText('항목 목록 화면')).toBeInTheDocument();
    cleanup();
    const hidden = setup({ ...item, useYn: 'N' });
    await user.click(screen.getByRole('button', { name: '항목 다시 공개' }));
    expect(hidden.visibility.run).toHaveBeenCalledWith({ itemId: 7, itemNm: '일곱째', useYn: 'Y', updtDt: '1' });
  });

  it('keeps the draft through a refused save and shows the server’s message at its field until it is changed', async () => {
    const user = userEvent.setup();
    const { create } = setup();
    const message = '항목 이름을 입력해 주세요.';
    create.refusal = new ApiError({ status: 400, number: 400, message, errors: [{ field: 'itemNm', message }] });
    await user.click(screen.getByRole('button', { name: '사진 넣기' }));
    await user.click(screen.getByRole('button', { name: '등록' }));
    const field = screen.getByRole('textbox', { name: '항목 이름' });
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(screen.getByText('pics: 1장')).toBeInTheDocument();
    expect(screen.queryByText('항목 목록 화면')).not.toBeInTheDocument();
    await user.type(field, '가');
    expect(field).not.toHaveAccessibleDescription(expect.stringContaining(message));
  });
});
