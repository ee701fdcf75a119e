import { formatNumber } from '@onfan/contracts/format';
import { zodResolver } from '@hookform/resolvers/zod';
import type { RltdTblNo } from '@onfan/contracts/message';
import {
  MESSAGE_CONTENT_MAX,
  MESSAGE_MESSAGES,
  MESSAGE_TITLE_MAX,
  sendMessageBodySchema,
} from '@onfan/contracts/message';
import { useRef, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formErrorMessages } from '@/components/form/form-check';
import { FormTextField } from '@/components/form/form-fields';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { modal } from '@/lib/modal/modal-service';
import { isCaptchaExpired, useSendMessage } from '../message-api';
import { AltchaField, type AltchaHandle } from './AltchaField';
import styles from './Message.module.css';
import { Form } from '@/components/ui/Form';

export const CONTACT_TEXT = {
  title: '메시지 보내기',
  replyTitle: '답장 보내기',
  to: '받는 사람',
  subject: '제목',
  content: '내용',
  help: `${formatNumber(MESSAGE_CONTENT_MAX)}자 이내로 입력해주세요.`,
  captcha: '자동 입력 방지',
  send: '보내기',
  cancel: '취소',
} as const;

/** Who a message goes to and what it is about (rltdTblNo 2 a post, 3 a foothold, 4 a reply). */
export interface ContactTarget {
  rcvrUserId: number;
  /** The receiver as the page shows them (a creator's or writer's name). */
  rcvrNm: string;
  rltdTblNo: RltdTblNo;
  rltdTblKey: string;
  relMsgId?: number;
  /** The reply template (spec section 4: a reply opens prefilled). */
  initialText?: string;
  initialTitle?: string;
}

const contactFormSchema = sendMessageBodySchema.pick({ msgTit: true, msgCn: true });
type FormInput = z.input<typeof contactFormSchema>;
type FormValues = z.output<typeof contactFormSchema>;

function ContactForm({ target, onClose }: { target: ContactTarget; onClose: () => void }) {
  const { control, handleSubmit } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { msgTit: target.initialTitle ?? '', msgCn: target.initialText ?? '' },
  });
  const [captcha, setCaptcha] = useState<string | null>(null);
  const altcha = useRef<AltchaHandle>(null);
  const send = useSendMessage({
    onDone: onClose,
    // An expired or used answer: the server's message is shown, and the box is to be checked again.
    onRefused: (error) => {
      if (isCaptchaExpired(error)) altcha.current?.reset();
    },
  });
  const submit = (values: FormValues) => {
    if (!captcha) {
      modal.formCheck([MESSAGE_MESSAGES.captchaRequired]);
      return;
    }
    void send.run({
      msgTit: values.msgTit ?? undefined,
      msgCn: values.msgCn,
      rcvrUserId: target.rcvrUserId,
      rltdTblNo: target.rltdTblNo,
      rltdTblKey: target.rltdTblKey,
      relMsgId: target.relMsgId ?? null,
      captcha,
    });
  };
  // The fields' messages, then the anti-bot box's when it is not checked.
  const refuse = (errors: FieldErrors<FormInput>) =>
    modal.formCheck([...formErrorMessages(errors), ...(captcha ? [] : [MESSAGE_MESSAGES.captchaRequired])]);

  return (
    <Form className={styles.contactForm} noValidate onSubmit={() => void handleSubmit(submit, refuse)()}>
      <p className={styles.to}>
        <span className={styles.toLabel}>{CONTACT_TEXT.to}</span> {target.rcvrNm}
      </p>
      <FormTextField control={control} name="msgTit" label={CONTACT_TEXT.subject} maxLength={MESSAGE_TITLE_MAX} />
      <FormTextField
        control={control}
        name="msgCn"
        label={CONTACT_TEXT.content}
        multiline
        rows={6}
        maxLength={MESSAGE_CONTENT_MAX}
        showCounter
        description={CONTACT_TEXT.help}
        isRequired
      />
      <fieldset className={styles.captcha}>
        <legend>{CONTACT_TEXT.captcha}</legend>
        <AltchaField ref={altcha} onChange={setCaptcha} />
      </fieldset>
      <div className={styles.formActions}>
        <Button variant="secondary" onPress={onClose}>
          {CONTACT_TEXT.cancel}
        </Button>
        <Button type="submit" isPending={send.isPending}>
          {CONTACT_TEXT.send}
        </Button>
      </div>
    </Form>
  );
}

/** The contact modal: subject, content, the anti-bot check; it asks before sending (spec section 4). */
export function ContactDialog({ target, onClose }: { target: ContactTarget | null; onClose: () => void }) {
  return (
    <Dialog
      isOpen={target !== null}
      onClose={onClose}
      title={target?.rltdTblNo === 4 ? CONTACT_TEXT.replyTitle : CONTACT_TEXT.title}
      size="medium"
    >
      {target ? (
        <ContactForm key={`${target.rcvrUserId}-${target.rltdTblKey}`} target={target} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}
