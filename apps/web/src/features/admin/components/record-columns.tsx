import { Link } from 'react-router';
import type { ConsoleColumn } from './ConsoleList';
import { visibilityColumns } from './ConsoleListPage';
import { type RecordCommand, type RecordVisibilityVars, recordFields } from './record-form';

type UseYn = 'Y' | 'N';

/** The row's fields that hold text (a record's name). */
type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/**
 * The columns a desk's list of records it writes declares the same way (courses, spaces, rooms): the record's name
 * as a link to its page, and its hide or show button. Both name the record as its desk's commands do, by the row's
 * id field (`id`, `roomId`) and name field (`name`, `roomNm`), as `useRecordForm` does on the record's own page.
 */
export const recordColumns = {
  /** The record's name, sortable by it (its field is the list's sort key), as a link to `${href}/${id}`. */
  name: <T, N extends TextKey<NoInfer<T>>>({
    id,
    name,
    header,
    href,
  }: {
    id: keyof NoInfer<T>;
    name: N;
    header: string;
    href: string;
  }): ConsoleColumn<T> => ({
    key: name,
    header,
    sort: name,
    render: (r) => <Link to={`${href}/${String(r[id])}`}>{r[name] as string}</Link>,
  }),
  /** 숨기기 or 다시 공개 for the row's record: runs the desk's visibility command (it confirms first, by the name). */
  visibility: <T extends { useYn: UseYn; updtDt: string }, I extends keyof T, N extends TextKey<NoInfer<T>>>({
    id,
    name,
    command,
  }: {
    id: I;
    name: N;
    command: RecordCommand<NoInfer<RecordVisibilityVars<T, I | N>>>;
  }): ConsoleColumn<T> =>
    visibilityColumns.actions<T>({
      name: (r) => r[name] as string,
      isPending: command.isPending,
      onChange: (r, useYn) => void command.run({ ...recordFields(r, [id, name]), useYn, updtDt: r.updtDt }),
    }),
};
