import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { TextField } from '@/components/ui/TextField';
import { renderLimitedHtml } from './limited-html';
import { MODAL_TEXT } from './modal-constants';
import { modalStore, type ModalRequest } from './modal-service';
import styles from './ModalHost.module.css';

/** Rendered once by the app providers; shows the first queued alert, confirm or prompt. */
export function ModalHost() {
  const queue = useSyncExternalStore(modalStore.subscribe, modalStore.getSnapshot, modalStore.getSnapshot);
  const current = queue[0];
  if (!current) return null;
  // Keyed by id: each request gets fresh state (a prompt always opens with an empty input).
  return <ModalView key={current.id} request={current} />;
}

function Message({ request, id }: { request: ModalRequest; id: string }) {
  return (
    <div id={id} className={styles.message}>
      {request.html ? renderLimitedHtml(request.message) : request.message}
    </div>
  );
}

function ModalView({ request }: { request: ModalRequest }) {
  const messageId = useId();
  const [value, setValue] = useState('');
  const dismiss = () => modalStore.dismiss(request.id);

  if (request.kind === 'prompt') {
    const submit = (event: FormEvent) => {
      event.preventDefault();
      const entered = value;
      // Clear the input as the modal closes, so a typed password does not linger in memory or the DOM.
      setValue('');
      modalStore.accept(request.id, entered);
    };
    const cancel = () => {
      setValue('');
      dismiss();
    };
    return (
      <Dialog isOpen onClose={cancel} title={request.title} size="small" aria-describedby={messageId}>
        <form method="post" className={styles.form} onSubmit={submit}>
          {request.message ? <Message request={request} id={messageId} /> : null}
          <TextField
            label={request.label}
            type={request.inputType}
            value={value}
            onChange={setValue}
            autoFocus
            autoComplete={request.inputType === 'password' ? 'current-password' : 'off'}
          />
          <div className={styles.buttons}>
            <Button variant="tertiary" onPress={cancel}>
              {request.cancelText}
            </Button>
            <Button type="submit">{request.okText}</Button>
          </div>
        </form>
      </Dialog>
    );
  }

  const accept = () => modalStore.accept(request.id);
  return (
    <Dialog
      isOpen
      role="alertdialog"
      onClose={dismiss}
      title={request.title}
      size="small"
      closeText={MODAL_TEXT.close}
      aria-describedby={messageId}
      footer={
        request.kind === 'confirm' ? (
          <>
            <Button variant="tertiary" onPress={dismiss}>
              {request.cancelText}
            </Button>
            <Button onPress={accept}>{request.okText}</Button>
          </>
        ) : (
          <Button onPress={accept} autoFocus>
            {request.okText}
          </Button>
        )
      }
    >
      <Message request={request} id={messageId} />
    </Dialog>
  );
}
