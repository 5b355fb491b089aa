import { create } from 'zustand';

/**
 * The order the Deposit page shows instead of its form: one just opened, one
 * the member picked from the list, or the one a payment gateway sent the
 * member back with. `since` bounds how long the page keeps polling it.
 */
interface DepositFocus {
  reference: string | null;
  since: number;
  show: (reference: string) => void;
  clear: () => void;
}

export const useDepositFocus = create<DepositFocus>((set) => ({
  reference: null,
  since: 0,
  show: (reference) => set({ reference, since: Date.now() }),
  clear: () => set({ reference: null }),
}));
