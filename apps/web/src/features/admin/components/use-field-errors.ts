import { useCallback, useMemo, useState } from 'react';

/**
 * The field messages a refused command's 400 carries (the API client's refusal, `errors: {field, message}[]`); none
 * for any other failure. Read by shape: a feature's components reach the API only through its api module.
 */
function fieldMessages(error: unknown): readonly { field: string; message: string }[] {
  const errors = error instanceof Error ? (error as { errors?: unknown }).errors : undefined;
  return Array.isArray(errors) ? (errors as { field: string; message: string }[]) : [];
}

/** The server's Korean messages of a console form, by field (`roomNm`, `roomImgs.0.imgAlt` …). */
export interface FieldErrors {
  /** The message about `field`, or null. */
  of: (field: string) => string | null;
  /** Drops the message about `field` (the operator changed it: the next save asks again). */
  clear: (field: string) => void;
  /** Drops `field`'s message and those about its parts (`field.0.imgAlt` …). */
  clearAll: (field: string) => void;
  /** Drops every message (a new save). */
  reset: () => void;
  /** A command's `handleRefusal`: the 400's field messages beside their fields (the first per field); false so the
   * refusal's own message is still shown. */
  showRefusal: (error: unknown) => boolean;
}

/**
 * A console form's field messages: a form's draft keeps what was typed through a refusal, and only the server's
 * messages are added beside the fields.
 */
export function useFieldErrors(): FieldErrors {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const clear = useCallback(
    (field: string) =>
      setErrors((e) => {
        if (!(field in e)) return e;
        const { [field]: _dropped, ...rest } = e;
        return rest;
      }),
    [],
  );
  const clearAll = useCallback(
    (field: string) =>
      setErrors((e) =>
        Object.fromEntries(Object.entries(e).filter(([k]) => k !== field && !k.startsWith(`${field}.`))),
      ),
    [],
  );
  const showRefusal = useCallback((error: unknown) => {
    const next: Record<string, string> = {};
    for (const f of fieldMessages(error)) next[f.field] ??= f.message;
    setErrors(next);
    return false;
  }, []);
  return useMemo(
    () => ({
      of: (field: string) => errors[field] ?? null,
      clear,
      clearAll,
      reset: () => setErrors({}),
      showRefusal,
    }),
    [errors, clear, clearAll, showRefusal],
  );
}

/**
 * A console write form's draft and its field messages: `set(key, value)` changes one field of what the operator is
 * typing and drops the server's message about it (the next save asks again). The draft outlives a refusal: a refused
 * save only adds messages beside the fields.
 */
export function useConsoleDraft<D extends object>(init: () => D) {
  const [draft, setDraft] = useState<D>(init);
  const errors = useFieldErrors();
  const { clear } = errors;
  const set = useCallback(
    <K extends keyof D & string>(key: K, value: D[K]) => {
      setDraft((d) => ({ ...d, [key]: value }));
      clear(key);
    },
    [clear],
  );
  return { draft, setDraft, set, errors };
}
