import { Button } from '@/components/ui/Button';
import { modal } from '@/lib/modal/modal-service';
import { useSubmitGuard } from '@/lib/modal/use-submit-guard';
import { alertError } from '../auth-errors';
import { type IdentityResult, POPUP_BLOCKED_MESSAGE, verifyIdentityInPopup } from '../identity-popup';

/** Opens the identity-verification popup; `onVerified` receives the ticket once the person completes it. */
export function IdentityButton({
  kind,
  onVerified,
  children = '휴대폰 본인인증',
}: {
  kind: 'findinfostart' | 'checkmestart';
  onVerified: (result: IdentityResult) => void;
  children?: string;
}) {
  const guard = useSubmitGuard();
  const start = () =>
    guard.run(async () => {
      try {
        const result = await verifyIdentityInPopup(kind);
        if (result) onVerified(result);
      } catch (error) {
        if (error instanceof Error && error.message === POPUP_BLOCKED_MESSAGE) {
          await modal.alert(POPUP_BLOCKED_MESSAGE);
          return;
        }
        await alertError(error);
      }
    });
  return (
    <Button size="large" fullWidth onPress={() => void start()} isPending={guard.pending}>
      {children}
    </Button>
  );
}
