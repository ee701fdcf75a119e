import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';

/**
 * A console table row's action button that runs one command for its row (hide a notice, show a comment again …):
 * small and secondary, busy while the command runs, its accessible name the visible label followed by the row in
 * parentheses for screen readers (' (공지 숨기기)'), since many such buttons stand in one column. The notices
 * (NoticesPage) and a broadcast's comments (BroadcastPage) use it; the command confirms and reports by itself.
 */
export function ListRowCommand<V>({
  command,
  vars,
  of,
  children,
}: {
  /** The desk's command (`useCommand`'s result). */
  command: { run: (vars: V) => Promise<unknown>; isPending: boolean };
  /** What the command is run with for this row. */
  vars: V;
  /** The row, as screen readers hear it after the label. */
  of: ReactNode;
  children: ReactNode;
}) {
  return (
    <Button size="small" variant="secondary" isPending={command.isPending} onPress={() => void command.run(vars)}>
      {children}
      <span className="sr-only"> ({of})</span>
    </Button>
  );
}
