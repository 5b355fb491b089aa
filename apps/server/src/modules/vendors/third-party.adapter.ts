import { AppError } from '../../platform/errors.ts';
import type { VendorAdapter } from './adapter.ts';

/**
 * A third-party vendor (PG, JILI, EVO, FB, …). Its games are in the catalogue,
 * but this deployment holds no contract or credentials with it, so a launch
 * honestly answers game-maintenance instead of opening a fake game. Configuring
 * one means an adapter that calls its launch API; its wallet mode is the vendor's.
 */
export const thirdPartyAdapter = (_vendorCode: string): VendorAdapter => ({
  walletMode: 'transfer',
  launch: async () => {
    throw new AppError('game-maintenance');
  },
  visitorLaunch: async () => {
    throw new AppError('game-maintenance');
  },
});
