import { formatDate } from '@onfan/contracts/time';
import { Button } from '@/components/ui/Button';
import styles from './console.module.css';
import { ConsoleReasonDialog } from './ConsoleReasonDialog';
import { DeskFacts } from './DeskFacts';
import { DeskPanel } from './DeskPanel';

/** The words of a desk whose records take applications for a while and can be closed early. */
export interface DeskCloseText {
  /** The panel's heading (e.g. 접수 상태). */
  state: string;
  /** The button, the dialog's title and its sending button (조기 마감). */
  close: string;
  closeReason: string;
  /** What closing does, above the reason. */
  closeHelp: string;
  closedEarly: (reason: string, at: string) => string;
}

/**
 * The state panel of a record that takes applications for a while (a support programme, a campaign): its facts,
 * then the line saying it was closed early, why and when, or — while it is still open — the 조기 마감 button that
 * opens the reason dialog (`ConsoleReasonDialog`). The desk holds whether the dialog is open (`isClosing`), so
 * that its close command can shut it when done or refused, and sends the reason with `onSend`. Used by the
 * programme and campaign desks.
 */
export function DeskClosePanel({
  id,
  text,
  facts,
  record,
  isOver,
  isClosing,
  onClosingChange,
  isPending,
  onSend,
}: {
  /** The heading's id, by which the panel is labelled. */
  id: string;
  text: DeskCloseText;
  facts: readonly (readonly [string, string])[];
  /** The record's early close: its reason, and when (none while it was not closed early). */
  record: { closRsn: string | null; closDt: string | null };
  /** Over by its own date: nothing left to close. */
  isOver: boolean;
  isClosing: boolean;
  onClosingChange: (closing: boolean) => void;
  isPending: boolean;
  onSend: (reason: string) => void;
}) {
  return (
    <DeskPanel id={id} title={text.state}>
      <DeskFacts rows={facts} />
      {record.closRsn ? (
        <p>{text.closedEarly(record.closRsn, record.closDt ? formatDate(record.closDt, 'yyyy.MM.dd HH:mm') : '')}</p>
      ) : !isOver ? (
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => onClosingChange(true)}>
            {text.close}
          </Button>
        </div>
      ) : null}
      {isClosing && (
        <ConsoleReasonDialog
          title={text.close}
          label={text.closeReason}
          send={text.close}
          isPending={isPending}
          onSend={onSend}
          onClose={() => onClosingChange(false)}
          help={text.closeHelp}
        />
      )}
    </DeskPanel>
  );
}
