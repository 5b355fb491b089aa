import { confirmWithdrawal } from '@arcadia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';
import { refreshMoney } from '../../../../lib/balance.ts';

export interface Confirmation {
  received: boolean;
  /** The proof image: optional when received, required when not. */
  file: File | null;
}

/** Marks a paid withdrawal received or not received (multipart: "received" true|false and "file"). */
export function useConfirmWithdrawal(reference: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ received, file }: Confirmation) => {
      const form = new FormData();
      form.append('received', String(received));
      if (file) form.append('file', file);
      return call(confirmWithdrawal, { params: { reference }, form });
    },
    onSuccess: () => refreshMoney(client),
  });
}
