import type { ComponentProps } from 'react';
import { useNavigate } from 'react-router';
import type { ConsoleFormActions } from './ConsoleFormActions';
import type { ConsoleImage } from './ConsoleImageField';
import { useConsoleDraft } from './use-field-errors';

type UseYn = 'Y' | 'N';

/** A desk's command as the form runs it (a feature's use-* command: it confirms, calls and says the outcome). */
export interface RecordCommand<V> {
  run: (vars: V) => Promise<unknown>;
  isPending: boolean;
}

/** What the form adds to its save commands: back to the list when done, the server's messages beside the fields. */
interface SaveHandlers {
  onDone: () => void;
  handleRefusal: (error: unknown) => boolean;
}

/** A record a desk writes, edits and hides: the copy it read (`updtDt`) and whether members see it. */
interface WrittenRecord {
  updtDt: string;
  useYn: UseYn;
}

/** What a desk's hide command reads: the record's id and name fields, the state asked for and the copy read. */
export type RecordVisibilityVars<R, K extends keyof R> = Pick<R, K> & { useYn: UseYn; updtDt: string };

/** The record's fields `keys` (its id, its name) as its desk's commands read them, in that order. */
export function recordFields<R, K extends keyof R>(record: R, keys: readonly K[]): Pick<R, K> {
  return Object.fromEntries(keys.map((k) => [k, record[k]])) as Pick<R, K>;
}

/** The draft's fields that hold pictures. */
type ImageKey<D> = { [K in keyof D]: D[K] extends readonly ConsoleImage[] ? K : never }[keyof D] & string;

export interface RecordFormOptions<R extends WrittenRecord, D extends object, B, I extends keyof R, N extends keyof R> {
  /** The record the form edits; undefined on the new-record page. */
  record: R | undefined;
  /** The draft the form starts from (the record's values, or a new record's). */
  init: () => D;
  /** The body the desk's create and update read, from the draft as typed. */
  bodyOf: (draft: D) => B;
  /** The desk's list, where 목록으로 and a done save or hide lead; a function when it follows the draft. */
  listHref: string | ((draft: D) => string);
  /** The record's field that names it in its update and hide commands (`roomId`). */
  id: I;
  /** The record's field its hide command reads its name from, for the confirm (`roomNm`). */
  name: N;
  /** The record's hide and show buttons' words (상품 숨기기, 상품 다시 공개). */
  text: { hide: string; show: string };
  // The desk's commands are checked against what the form sends (never inferred from: the types come from above).
  useCreate: (handlers: SaveHandlers) => RecordCommand<NoInfer<B>>;
  useUpdate: (handlers: SaveHandlers) => RecordCommand<NoInfer<B & Pick<R, I> & { updtDt: string }>>;
  useVisibility: (handlers: { onDone: () => void }) => RecordCommand<NoInfer<RecordVisibilityVars<R, I | N>>>;
}

/**
 * A desk's record form (stores, products, programmes, spaces, studios): the draft and the server's messages beside
 * the fields (`useConsoleDraft`), `submit` (a new record is created, an edited one updated with the copy it read),
 * and `actions`, the `ConsoleFormActions` of the form's footer: back to the list, the edited record's hide or show,
 * and the save. A done save or hide returns to the list; a refused save keeps the draft and shows the server's
 * messages at their fields. `images(key)` binds a picture field of the draft to a `ConsoleImageField`. Used by the
 * record pages under pages/admin/sodam, promotions and venues.
 */
export function useRecordForm<R extends WrittenRecord, D extends object, B, I extends keyof R, N extends keyof R>(
  o: RecordFormOptions<R, D, B, I, N>,
) {
  const { record, useCreate, useUpdate, useVisibility } = o;
  const navigate = useNavigate();
  // The draft keeps what was typed through a refusal: only the server's messages are added beside the fields.
  const { draft, setDraft, set, errors } = useConsoleDraft<D>(o.init);
  const listHref = typeof o.listHref === 'string' ? o.listHref : o.listHref(draft);

  const toList = () => void navigate(listHref);
  const handlers = { onDone: toList, handleRefusal: errors.showRefusal };
  const create = useCreate(handlers);
  const update = useUpdate(handlers);
  const visibility = useVisibility({ onDone: toList });
  const submit = () => {
    errors.reset();
    const body = o.bodyOf(draft);
    if (record) void update.run({ ...body, ...recordFields(record, [o.id]), updtDt: record.updtDt });
    else void create.run(body);
  };

  const actions: ComponentProps<typeof ConsoleFormActions> = {
    listHref,
    editing: Boolean(record),
    isSaving: create.isPending || update.isPending,
    visibility: record
      ? {
          useYn: record.useYn,
          hide: o.text.hide,
          show: o.text.show,
          isPending: visibility.isPending,
          onChange: (useYn: UseYn) =>
            void visibility.run({ ...recordFields(record, [o.id, o.name]), useYn, updtDt: record.updtDt }),
        }
      : undefined,
  };

  /** A `ConsoleImageField`'s binding to the draft's pictures under `key` (also the field its messages name). */
  const images = <K extends ImageKey<D>>(key: K) => ({
    name: key,
    images: draft[key] as readonly ConsoleImage[],
    onChange: (next: ConsoleImage[]) => setDraft((d) => ({ ...d, [key]: next })),
    errors,
  });

  return { draft, set, errors, submit, actions, images };
}
