import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { Form } from '@/components/ui/Form';
import styles from './console.module.css';

/**
 * One panel of a desk's record page (a programme's attachments and applications, a campaign's applicants, a
 * member's account …): a section labelled by its `h2` (`id` is the heading's id), the note under the heading when
 * the desk has one, then the panel's content. Used by the programme, campaign and member desks, and by
 * `DeskFormPanel` and `DeskClosePanel`.
 */
export function DeskPanel({
  id,
  title,
  note,
  children,
}: {
  id: string;
  title: string;
  note?: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {note ? <p className={styles.note}>{note}</p> : null}
      {children}
    </section>
  );
}

/**
 * A record's form as a panel of its desk's page (a programme's, a campaign's): the `DeskPanel` holding the form
 * (`className` is the desk's layout of its fields), the fields, and the save button (`save`, pending while
 * `isSaving`) that submits it with `onSubmit`. Used by the programme and campaign desks.
 */
export function DeskFormPanel({
  id,
  title,
  className,
  onSubmit,
  save,
  isSaving,
  children,
}: {
  id: string;
  title: string;
  className?: string | undefined;
  onSubmit: () => void;
  save: string;
  isSaving: boolean;
  children: ReactNode;
}) {
  return (
    <DeskPanel id={id} title={title}>
      <Form className={className} noValidate onSubmit={onSubmit}>
        {children}
        <div className={styles.actions}>
          <Button type="submit" isPending={isSaving}>
            {save}
          </Button>
        </div>
      </Form>
    </DeskPanel>
  );
}
