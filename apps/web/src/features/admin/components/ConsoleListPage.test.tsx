import type { Page } from '@onfan/contracts/envelope';
import { useQuery } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import type { ConsoleColumn } from './ConsoleList';
import { ConsoleListPage, FilterSelect, useConsoleListQuery, UseYnFilter, visibilityColumns } from './ConsoleListPage';

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

interface Row {
  id: number;
  name: string;
  useYn: 'Y' | 'N';
  regDt: string;
}

const FILTERS = ['q', 'useYn'] as const;

function Address() {
  const { search } = useLocation();
  return <output aria-label="주소">{search}</output>;
}

function Desk({
  read,
  toggle,
}: {
  read: (query: object) => Promise<Page<Row>>;
  toggle: (row: Row, useYn: string) => void;
}) {
  const query = useConsoleListQuery(FILTERS, 10);
  const list = useQuery({ queryKey: ['desk', query], queryFn: () => read(query) });
  const columns: ConsoleColumn<Row>[] = [
    { key: 'name', header: '이름', sort: 'name', render: (r) => r.name },
    visibilityColumns.useYn(),
    visibilityColumns.regDt(),
    visibilityColumns.actions<Row>({ name: (r) => r.name, isPending: false, onChange: toggle }),
  ];
  return (
    <>
      <ConsoleListPage
        text={{
          title: '항목 관리',
          description: '항목을 등록하고 고칩니다.',
          write: '항목 등록',
          list: '항목 목록',
          q: '이름',
        }}
        writeHref="/admin/items/new"
        related={{ href: '/admin/items/history', label: '변경 내역' }}
        filterKeys={FILTERS}
        filters={(v, set) => <UseYnFilter values={v} set={set} />}
        query={list}
        columns={columns}
        rowKey={(r) => r.id}
        pageSize={10}
      />
      <Address />
    </>
  );
}

function open(path: string, read: (query: object) => Promise<Page<Row>>, toggle = vi.fn()) {
  render(
    <Routes>
      <Route path="/admin/items" element={<Desk read={read} toggle={toggle} />} />
    </Routes>,
    { route: path },
  );
  return toggle;
}

const page = (items: Row[], totalCount = items.length): Page<Row> => ({
  items,
  totalCount,
  pageNo: 1,
  pageSize: 10,
  hasMore: totalCount > items.length,
});
const rows: Row[] = [
  { id: 1, name: '가 항목', useYn: 'Y', regDt: '2026-11-02T09:00:00+09:00' },
  { id: 2, name: '나 항목', useYn: 'N', regDt: '2026-11-03T09:00:00+09:00' },
];

describe('ConsoleListPage', () => {
  it('draws the title, the write link, the count and the rows; the filters come from the address', async () => {
    const read = vi.fn(async () => page(rows, 12));
    open('/admin/items?q=항목&useYn=N&sort=name&order=asc', read);
    expect(screen.getByRole('heading', { level: 1, name: '항목 관리' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '항목 등록' })).toHaveAttribute('href', '/admin/items/new');
    expect(screen.getByRole('link', { name: '변경 내역' })).toHaveAttribute('href', '/admin/items/history');
    expect(await screen.findByText('총 12건')).toBeInTheDocument();
    expect(read).toHaveBeenCalledWith({ q: '항목', useYn: 'N', sort: 'name', order: 'asc', pageNo: 1, pageSize: 10 });
    expect(screen.getByRole('textbox', { name: '이름' })).toHaveValue('항목');
    const table = screen.getByRole('table', { name: '항목 목록' });
    expect(within(table).getByRole('columnheader', { name: /이름/ })).toHaveAttribute('aria-sort', 'ascending');
    const second = within(table).getAllByRole('row')[2]!;
    expect(within(second).getByText('숨김')).toBeInTheDocument();
    expect(within(second).getByText('2026.11.03')).toBeInTheDocument();
  });

  it('puts the search conditions and a sort in the address bar', async () => {
    const user = userEvent.setup();
    open('/admin/items', async () => page(rows));
    await screen.findByText('총 2건');
    await user.type(screen.getByRole('textbox', { name: '이름' }), '가');
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(screen.getByRole('status', { name: '주소' })).toHaveTextContent('?q=%EA%B0%80');
    await user.click(screen.getByRole('button', { name: /등록일/ }));
    expect(screen.getByRole('status', { name: '주소' })).toHaveTextContent('sort=regDt&order=desc');
  });

  it('hides or shows a row’s record through the desk’s command', async () => {
    const user = userEvent.setup();
    const toggle = open('/admin/items', async () => page(rows));
    await user.click(await screen.findByRole('button', { name: /^숨기기 ?\(가 항목 숨기기\)$/ }));
    expect(toggle).toHaveBeenCalledWith(rows[0], 'N');
    await user.click(screen.getByRole('button', { name: /^다시 공개 ?\(나 항목 다시 공개\)$/ }));
    expect(toggle).toHaveBeenLastCalledWith(rows[1], 'Y');
  });

  it('says in Korean when nothing matches, and when the list could not be read', async () => {
    open('/admin/items?q=없음', async () => page([]));
    expect(await screen.findByText('조건에 맞는 항목이 없습니다.')).toBeInTheDocument();
    expect(screen.getByText('총 0건')).toBeInTheDocument();
    cleanup();
    open('/admin/items', async () => {
      throw new Error('권한이 없습니다.');
    });
    expect(await screen.findByText('목록을 불러오지 못했습니다.')).toBeInTheDocument();
  });
});

describe('ConsoleListPage on a desk that only reads', () => {
  function ReadDesk() {
    const list = useQuery({ queryKey: ['read-desk'], queryFn: async () => page(rows) });
    return (
      <ConsoleListPage
        text={{
          title: '기록 조회',
          description: '기록을 봅니다.',
          list: '기록 목록',
          q: '검색어',
          qHelp: '이름의 일부',
          listNote: '회원은 가려서 보여 줍니다.',
        }}
        filterKeys={['q', 'state'] as const}
        filters={(v, set) => (
          <FilterSelect
            name="state"
            label="상태"
            options={[
              { value: 'OPEN', label: '접수 중' },
              { value: 'DONE', label: '마감' },
            ]}
            values={v}
            set={set}
          />
        )}
        query={list}
        columns={[{ key: 'name', header: '이름', render: (r: Row) => r.name }]}
        rowKey={(r) => r.id}
        pageSize={10}
      >
        <p>행이 여는 창</p>
      </ConsoleListPage>
    );
  }

  function openReadDesk() {
    render(
      <Routes>
        <Route
          path="/admin/log"
          element={
            <>
              <ReadDesk />
              <Address />
            </>
          }
        />
      </Routes>,
      { route: '/admin/log' },
    );
  }

  it('has no write link, tells what the search looks in and what the list shows, and draws what the rows open after it', async () => {
    openReadDesk();
    expect(await screen.findByText('총 2건')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('textbox', { name: '검색어' })).toHaveAccessibleDescription('이름의 일부');
    const table = screen.getByRole('table', { name: '기록 목록' });
    const note = screen.getByText('회원은 가려서 보여 줍니다.');
    expect(note.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const after = screen.getByText('행이 여는 창');
    expect(table.compareDocumentPosition(after) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('offers a filter’s choices with 전체 while nothing is chosen, and puts the choice in the address bar', async () => {
    const user = userEvent.setup();
    openReadDesk();
    const state = screen.getByRole('combobox', { name: '상태' });
    expect(within(state).getByRole('option', { selected: true })).toHaveTextContent('전체');
    await user.selectOptions(state, '마감');
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(screen.getByRole('status', { name: '주소' })).toHaveTextContent('?state=DONE');
  });
});

describe('useConsoleListQuery', () => {
  it('drops a 공개 여부 the contract does not know', async () => {
    const read = vi.fn(async () => page([]));
    open('/admin/items?useYn=X', read);
    await screen.findByText('총 0건');
    expect(read).toHaveBeenCalledWith({ useYn: undefined, pageNo: 1, pageSize: 10 });
  });
});
