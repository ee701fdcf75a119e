import { Button, LinkButton } from '@/components/ui/Button';
import styles from './console-form-actions.module.css';

type UseYn = 'Y' | 'N';

export const CONSOLE_FORM_TEXT = {
  cancel: '목록으로',
  create: '등록',
  update: '수정',
  hide: '숨기기',
  show: '다시 공개',
} as const;

/**
 * A record's hide or show button (studios, spaces, rooms): pressing it asks for the opposite state, `onChange`
 * runs the desk's visibility command, which asks the operator to confirm first (its `confirm`) and names the copy
 * read. `name` is the record's name, added for screen readers where many such buttons stand together (a list).
 */
export function ConsoleVisibilityButton({
  useYn,
  isPending,
  onChange,
  hide = CONSOLE_FORM_TEXT.hide,
  show = CONSOLE_FORM_TEXT.show,
  name,
  size,
}: {
  useYn: UseYn;
  isPending: boolean;
  onChange: (next: UseYn) => void;
  hide?: string;
  show?: string;
  name?: string;
  size?: 'small' | 'medium';
}) {
  const label = useYn === 'Y' ? hide : show;
  return (
    <Button
      variant="secondary"
      {...(size ? { size } : {})}
      isPending={isPending}
      onPress={() => onChange(useYn === 'Y' ? 'N' : 'Y')}
    >
      {label}
      {name ? <span className="sr-only"> ({`${name} ${label}`})</span> : null}
    </Button>
  );
}

/**
 * The footer of a console record form: back to the list, the record's hide or show (an existing record whose desk
 * can hide it), and the save that creates or updates it.
 */
export function ConsoleFormActions({
  listHref,
  editing,
  isSaving,
  visibility,
}: {
  listHref: string;
  /** The form edits an existing record (수정) rather than writing a new one (등록). */
  editing: boolean;
  isSaving: boolean;
  /** Given (an existing record), its hide or show button. */
  visibility?: Parameters<typeof ConsoleVisibilityButton>[0] | undefined;
}) {
  return (
    <div className={styles.actions}>
      <LinkButton href={listHref} variant="secondary">
        {CONSOLE_FORM_TEXT.cancel}
      </LinkButton>
      {visibility ? <ConsoleVisibilityButton {...visibility} /> : null}
      <Button type="submit" isPending={isSaving}>
        {editing ? CONSOLE_FORM_TEXT.update : CONSOLE_FORM_TEXT.create}
      </Button>
    </div>
  );
}
