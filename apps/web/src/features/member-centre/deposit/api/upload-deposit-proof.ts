import { uploadDepositProof } from '@arcadia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';
import { refreshMoney } from '../../../../lib/balance.ts';
import { depositOrderQuery } from './deposit-order.ts';

/** Attaches the bank transfer's proof (multipart field "file") to a pending order. */
export function useUploadDepositProof(reference: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return call(uploadDepositProof, { params: { reference }, form });
    },
    onSuccess: (order) => {
      client.setQueryData(depositOrderQuery(reference).queryKey, order);
      return refreshMoney(client);
    },
  });
}
