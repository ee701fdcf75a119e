import { TextField } from '@/components/ui/TextField';

export const RECORD_ORDER_TEXT = {
  label: '표시 순서',
  help: '작은 수가 먼저 보입니다(0~999).',
} as const;

/**
 * A record's display order (표시 순서) in a desk's record form (stores, products, programmes, spaces, studios): a
 * required number typed as text, sent as typed so that the server answers at the field (`sortSeq`) when it is not a
 * whole number from 0 to 999; its message stands under the field.
 */
export function RecordOrderField({
  value,
  onChange,
  errorMessage,
}: {
  value: string;
  onChange: (value: string) => void;
  errorMessage: string | null;
}) {
  return (
    <TextField
      label={RECORD_ORDER_TEXT.label}
      description={RECORD_ORDER_TEXT.help}
      value={value}
      onChange={onChange}
      errorMessage={errorMessage}
      inputMode="numeric"
      isRequired
    />
  );
}
