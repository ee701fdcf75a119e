import {
  NOTIFICATION_GROUP_NAMES,
  NOTIFICATION_MESSAGES,
  type NotificationPref,
  type NotificationPrefs,
} from '@onfan/contracts/notification';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { Spinner } from '@/components/ui/Spinner';
import { notificationPrefsQuery, useSavePrefs } from '../notification-api';
import styles from './Notification.module.css';

export const SETTINGS_TEXT = {
  title: '알림 받는 방법',
  lead: '앱 알림은 항상 받습니다. 문자와 이메일은 알림 종류마다 고를 수 있습니다. 인증번호와 보안 안내는 설정과 관계없이 보내 드립니다.',
  inApp: '앱 알림 (항상)',
  sms: '문자',
  email: '이메일',
  save: '저장',
} as const;

function Form({ initial }: { initial: NotificationPrefs }) {
  // The draft keeps what the member ticked until it is saved (or the page is left).
  const [items, setItems] = useState<NotificationPref[]>(initial.items);
  const save = useSavePrefs();
  const set = (grp: NotificationPref['grp'], field: 'smsYn' | 'emailYn', on: boolean) =>
    setItems((all) => all.map((p) => (p.grp === grp ? { ...p, [field]: on ? 'Y' : 'N' } : p)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save.run({ items });
  };
  return (
    <form method="post" onSubmit={submit} className={styles.prefs}>
      {items.map((p) => (
        <fieldset key={p.grp} className={styles.prefGroup}>
          <legend className={styles.prefLegend}>{NOTIFICATION_GROUP_NAMES[p.grp]}</legend>
          <Checkbox isSelected isDisabled>
            {SETTINGS_TEXT.inApp}
          </Checkbox>
          <Checkbox isSelected={p.smsYn === 'Y'} onChange={(on) => set(p.grp, 'smsYn', on)}>
            {SETTINGS_TEXT.sms}
          </Checkbox>
          <Checkbox isSelected={p.emailYn === 'Y'} onChange={(on) => set(p.grp, 'emailYn', on)}>
            {SETTINGS_TEXT.email}
          </Checkbox>
        </fieldset>
      ))}
      <div>
        <Button type="submit" isDisabled={save.isPending}>
          {SETTINGS_TEXT.save}
        </Button>
      </div>
    </form>
  );
}

/** 마이페이지 → 알림 → 알림 받는 방법: text and e-mail per kind of notification (in-app is always on). */
export function NotificationSettings() {
  const titleId = useId();
  const { data, isPending, isError } = useQuery(notificationPrefsQuery());
  return (
    <section aria-labelledby={titleId} className={styles.settings}>
      <h2 id={titleId} className={styles.settingsTitle}>
        {SETTINGS_TEXT.title}
      </h2>
      <p className={styles.lead}>{SETTINGS_TEXT.lead}</p>
      {isPending ? <Spinner /> : isError || !data ? <p>{NOTIFICATION_MESSAGES.loadFailed}</p> : <Form initial={data} />}
    </section>
  );
}
