import type { DepositOrder } from '@arcadia/contracts';
import { useTranslation } from '../../../i18n/react.tsx';
import { toMoneyInput } from '../../../lib/money-input.ts';
import { useMoneyText } from '../../../lib/money-text.ts';
import { CopyButton } from '../../../ui/money/copy-button.tsx';

/** Where to send a bank transfer, each value with a copy button; the reference goes in the transfer's remark. */
export function BankDetails({ order }: { order: DepositOrder }) {
  const { t } = useTranslation('cashier');
  const money = useMoneyText();
  if (!order.bank) return null;
  const amount = money(order.amount);
  const rows = [
    { key: 'bankName', label: t('bank.bankName'), value: order.bank.bankName },
    { key: 'accountName', label: t('bank.accountName'), value: order.bank.accountName },
    { key: 'accountNumber', label: t('bank.accountNumber'), value: order.bank.accountNumber },
    { key: 'remark', label: t('bank.remark'), value: order.reference },
    // The amount is copied without the symbol or separators, as a bank form wants it.
    { key: 'amount', label: t('bank.amount'), value: amount, copy: toMoneyInput(order.amount) },
  ];
  return (
    <div className="bank-details">
      <p className="bank-instruction">{t('bank.instruction', { amount, reference: order.reference })}</p>
      <dl className="cashier-facts">
        {rows.map((row) => (
          <div key={row.key} className="cashier-fact">
            <dt>{row.label}</dt>
            <dd>
              <span className="copyable">{row.value}</span>
              <CopyButton value={row.copy ?? row.value} what={row.label} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
