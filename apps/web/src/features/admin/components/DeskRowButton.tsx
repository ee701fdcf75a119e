import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '@/components/ui/Button';

/**
 * The one row button of the console's tables (desks, notices, comments, …: 검토, 상태 변경, 숨기기, 위로 …): small,
 * its words the same in every row, and what it acts on said to screen readers after them (`of`, e.g. "hong 신청의
 * 상태 변경"), so that the many like buttons of a list can be told apart. Busy while its row's command runs
 * (`isPending`). Used by the desks (programmes, campaigns, certificates, festivals, market entry …), the notices and
 * a broadcast's comments, and the row actions of the other console lists (inquiries, reports, reviews, courses,
 * surveys …).
 */
export function DeskRowButton({
  label,
  of,
  variant,
  isPending,
  isDisabled,
  onPress,
}: {
  label: ReactNode;
  /** The row, as screen readers hear it after the label. */
  of: ReactNode;
  variant?: ButtonVariant;
  isPending?: boolean;
  isDisabled?: boolean;
  onPress: () => void;
}) {
  return (
    <Button
      size="small"
      {...(variant ? { variant } : {})}
      {...(isPending !== undefined ? { isPending } : {})}
      {...(isDisabled !== undefined ? { isDisabled } : {})}
      onPress={onPress}
    >
      {label}
      <span className="sr-only"> ({of})</span>
    </Button>
  );
}
