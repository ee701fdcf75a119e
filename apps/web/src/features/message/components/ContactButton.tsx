import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonVariant } from '@/components/ui/Button';
import { requireLogin } from '@/lib/session/require-login';
import { useSession } from '@/lib/session/session-context';
import type { ContactTarget } from './ContactDialog';

// Loaded when first asked for: a page that shows the button (a post, a foothold) does not parse the message form.
const ContactDialog = lazy(() => import('./ContactDialog').then((m) => ({ default: m.ContactDialog })));

export const CONTACT_BUTTON_TEXT = '메시지 보내기';

/** The contact button of a foothold (or a post): a visitor logs in first and comes back; a member writes. */
export function ContactButton({
  target,
  label = CONTACT_BUTTON_TEXT,
  variant = 'primary',
}: {
  target: ContactTarget;
  label?: string;
  variant?: ButtonVariant;
}) {
  const { isAuthenticated } = useSession();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        onPress={() =>
          void requireLogin(isAuthenticated).then((ok) => {
            if (!ok) return;
            setWanted(true);
            setOpen(true);
          })
        }
      >
        {label}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <ContactDialog target={open ? target : null} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
