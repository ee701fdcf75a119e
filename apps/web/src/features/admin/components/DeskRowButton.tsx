import { Button, type ButtonVariant } from '@/components/ui/Button';

/**
 * A button in each row of a desk's list (검토, 상태 변경, 개인정보, 내려받기 …): small, its words the same in every
 * row, and what it acts on said to screen readers after them (`of`, e.g. "hong 신청의 상태 변경"), so that the many
 * like buttons of a list can be told apart. Used by the programme, campaign, certificate, festival and market-entry
 * desks.
 */
export function DeskRowButton({
  label,
  of,
  variant,
  onPress,
}: {
  label: string;
  of: string;
  variant?: ButtonVariant;
  onPress: () => void;
}) {
  return (
    <Button size="small" {...(variant ? { variant } : {})} onPress={onPress}>
      {label}
      <span className="sr-only"> ({of})</span>
    </Button>
  );
}
