import { useState } from 'react';
import { Button, type ButtonVariant } from '@/components/ui/Button';
import { requireLogin } from '@/lib/session/require-login';
import { useSession } from '@/lib/session/session-context';
import { ContactDialog, type ContactTarget } from './ContactDialog';

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
  return (
    <>
      <Button
        variant={variant}
        onPress={() =>
          void requireLogin(isAuthenticated).then((ok) => {
            if (ok) setOpen(true);
          })
        }
      >
        {label}
      </Button>
      <ContactDialog target={open ? target : null} onClose={() => setOpen(false)} />
    </>
  );
}
