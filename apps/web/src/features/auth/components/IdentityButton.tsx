import { Button } from '@/components/ui/Button';
import { modal } from '@/lib/modal/modal-service';
import { useCommand } from '@/lib/api/use-command';
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
  const verify = useCommand({
    mutationFn: verifyIdentityInPopup,
    success: false,
    onDone: (result) => {
      if (result) onVerified(result);
    },
    handleRefusal: async (error) => {
      if (!(error instanceof Error && error.message === POPUP_BLOCKED_MESSAGE)) return false;
      await modal.alert(POPUP_BLOCKED_MESSAGE);
      return true;
    },
  });
  const start = () => verify.run(kind);
  return (
    <Button size="large" fullWidth onPress={() => void start()} isPending={verify.isPending}>
      {children}
    </Button>
  );
}
