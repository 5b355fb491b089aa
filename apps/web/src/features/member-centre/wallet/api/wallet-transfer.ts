import { type BodyInputOf, walletTransfer } from '@arcadia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';
import { refreshMoney } from '../../../../lib/balance.ts';
import { merchantWalletQuery } from './merchant-wallet.ts';

export type WalletTransferBody = BodyInputOf<typeof walletTransfer>;

/**
 * Moves money between main and a vendor wallet, or recalls every vendor
 * wallet. The answer's wallets show at once; then every money figure is
 * fetched again — after a failure too, since a lost answer may hide a move.
 */
export function useWalletTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WalletTransferBody) => call(walletTransfer, { body }),
    onSuccess: (value) =>
      client.setQueryData(merchantWalletQuery().queryKey, (old) => (old ? { ...old, ...value } : old)),
    onSettled: () => refreshMoney(client),
  });
}
