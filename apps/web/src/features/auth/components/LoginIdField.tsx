import { AUTH_MESSAGES, loginIdSchema } from '@onfan/contracts/auth';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { modal } from '@/lib/modal/modal-service';
import { authApi } from '../auth-api';
import { alertError } from '../auth-errors';
import styles from './auth-components.module.css';

export const LOGIN_ID_TEXT = {
  label: '아이디',
  check: '중복확인',
  description: '영문 소문자, 숫자, 특수문자(_, -) 5~20자',
} as const;

/** Asks the server whether the id is free; answers true when it is (and says so), false otherwise. */
export async function checkLoginIdFree(lgnId: string, announce: boolean): Promise<boolean> {
  const parsed = loginIdSchema.safeParse(lgnId);
  if (!parsed.success) {
    await modal.alert(parsed.error.issues[0]?.message ?? AUTH_MESSAGES.loginIdRule);
    return false;
  }
  try {
    const result = await authApi.duplicated(parsed.data);
    if (!result.available || announce) await modal.alert(result.message);
    return result.available;
  } catch (error) {
    await alertError(error);
    return false;
  }
}

/** The login id with its duplicate check, bound to the form like the kit's fields (components/form/form-fields). */
export function LoginIdField<T extends FieldValues>({ control, name }: { control: Control<T>; name: Path<T> }) {
  const { field, fieldState } = useController({ control, name });
  const value = (field.value as string | undefined) ?? '';
  return (
    <div className={styles.row}>
      <TextField
        label={LOGIN_ID_TEXT.label}
        name={field.name}
        value={value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        autoComplete="username"
        isRequired
        maxLength={20}
        description={LOGIN_ID_TEXT.description}
        errorMessage={fieldState.error?.message ?? null}
      />
      <Button variant="secondary" onPress={() => void checkLoginIdFree(value, true)}>
        {LOGIN_ID_TEXT.check}
      </Button>
    </div>
  );
}
