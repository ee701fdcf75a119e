import { SUPPORT_MESSAGES } from '@onfan/contracts/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { modal } from '@/lib/modal/modal-service';
import { supportKeys } from './queries';

/** Confirm → apply → result alert (spec section 8 messages). The server refuses duplicates and closed periods. */
export function useApply(sprtBizId: number) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => api.post<{ message: string }>(`/support/biz/${sprtBizId}/aply`),
    onSettled: () => client.invalidateQueries({ queryKey: supportKeys.all }),
  });
  return {
    isPending: mutation.isPending,
    async apply() {
      if (mutation.isPending) return;
      const ok = await modal.confirm(SUPPORT_MESSAGES.confirmApply);
      if (!ok) return;
      try {
        const res = await mutation.mutateAsync();
        await modal.alert(res.message);
      } catch {
        /* the API client showed the server's message */
      }
    },
  };
}
