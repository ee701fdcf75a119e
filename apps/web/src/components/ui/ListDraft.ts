import { useState } from 'react';

/** What the draft needs of the list's address bar (`useListParams` gives it). */
export interface ListDraftParams {
  get: (key: string) => string;
  update: (next: Record<string, string>) => void;
}

/**
 * The draft of a list's search box (`ListFilters`): its fields start from the address bar's values, change as the
 * visitor types or chooses without reloading the list, and go to the address bar together on 검색 — trimmed, back to
 * the first page. The campaigns (CampaignList), the e-learning catalogue (CourseCatalogue) and the support
 * programmes (SupportList) keep their search box's fields in it; `set(key)` is a field's `onChange` (a `Select`
 * cleared to no choice gives '').
 */
export function useListDraft<K extends string>(params: ListDraftParams, keys: readonly K[]) {
  const [draft, setDraft] = useState(
    () => Object.fromEntries(keys.map((k) => [k, params.get(k)])) as Record<K, string>,
  );
  return {
    draft,
    set: (key: K) => (value: string | null) => setDraft((d) => ({ ...d, [key]: value ?? '' })),
    submit: () => {
      const trimmed = Object.fromEntries(Object.entries<string>(draft).map(([k, v]) => [k, v.trim()]));
      params.update({ ...trimmed, pageNo: '' });
    },
  };
}
