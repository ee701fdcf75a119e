import { Button } from '@/components/ui/Button';
import type { ConsoleColumn } from './ConsoleList';

type Exposure = 'Y' | 'N';

/** The words of a list whose rows are shown to the public or hidden (`expsrYn`), each desk's own. */
export interface ListExposureText {
  exposure: string;
  shown: string;
  hidden: string;
  hide: string;
  show: string;
  hideOf: (name: string) => string;
  showOf: (name: string) => string;
}

/**
 * The public exposure of a console list's rows (`expsrYn`): its column ('공개 여부': 공개 or 숨김, sortable by
 * `expsrYn`) and the row's button that hides a shown row or shows a hidden one again, named for its row
 * (`aria-label` '… 숨기기'). The content boards (ContentsPage) and the FAQ of /guide (FaqPage) use both; the
 * desk's command asks the operator to confirm and carries the copy it read.
 */
export function exposureColumn<T extends { expsrYn: Exposure }>(text: ListExposureText): ConsoleColumn<T> {
  return {
    key: 'expsr',
    header: text.exposure,
    render: (r) => (r.expsrYn === 'Y' ? text.shown : text.hidden),
    nowrap: true,
    sort: 'expsrYn',
  };
}

/** A row's hide or show button: `onToggle` gets the state asked for (a shown row asks 'N'). */
export function ListExposureButton({
  expsrYn,
  name,
  text,
  onToggle,
}: {
  expsrYn: Exposure;
  /** The row's name in the button's accessible name (its title, its question). */
  name: string;
  text: ListExposureText;
  onToggle: (expsrYn: Exposure) => void;
}) {
  const shown = expsrYn === 'Y';
  return (
    <Button
      size="small"
      variant="secondary"
      aria-label={shown ? text.hideOf(name) : text.showOf(name)}
      onPress={() => onToggle(shown ? 'N' : 'Y')}
    >
      {shown ? text.hide : text.show}
    </Button>
  );
}
