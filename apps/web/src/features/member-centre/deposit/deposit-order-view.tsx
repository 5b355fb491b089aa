import type { DepositOrder } from '@arcadia/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { refreshMoney } from '../../../lib/balance.ts';
import { useBrandTime } from '../../../lib/brand-clock.ts';
import { useMoneyText } from '../../../lib/money-text.ts';
import { ErrorAlert } from '../../../ui/form/form-parts.tsx';
import { useDepositOrder } from './api/deposit-order.ts';
import { BankDetails } from './bank-details.tsx';
import { useDepositFocus } from './deposit-focus.ts';
import { CancelOrder, ProofUpload } from './order-actions.tsx';

/** Once an order is seen credited, the header balance and every money figure are fetched again. */
function useCreditedRefresh(order: DepositOrder | undefined) {
  const client = useQueryClient();
  const refreshed = useRef<string | null>(null);
  const credited = order?.state === 'credited' ? order.reference : null;
  useEffect(() => {
    if (!credited || refreshed.current === credited) return;
    refreshed.current = credited;
    void refreshMoney(client);
  }, [credited, client]);
}

/** The line that says where the order stands, announced as it changes. */
function stateMessage(order: DepositOrder, amount: string): [key: string, params: Record<string, string>] {
  if (order.state === 'pending') return [order.kind === 'gateway' ? 'order.waitGateway' : 'order.waitBank', {}];
  return [`order.${order.state}`, { amount }];
}

/**
 * One deposit order: where it stands, and while pending what the member can
 * do (pay into the bank account and upload the proof, go back to the payment
 * page, cancel). Polled while pending until the gateway's notice or an
 * operator credits it.
 */
export function DepositOrderView({ reference }: { reference: string }) {
  const { t } = useTranslation('cashier');
  const money = useMoneyText();
  const time = useBrandTime();
  const since = useDepositFocus((focus) => focus.since);
  const clear = useDepositFocus((focus) => focus.clear);
  const { data: order, error, refetch } = useDepositOrder(reference, since);
  useCreditedRefresh(order);
  // The form or list the member acted on is gone or far below: the order's heading takes focus (and scrolls into view).
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = order !== undefined;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  const back = (
    <button type="button" className="button button-ghost" onClick={clear}>
      {t('order.newDeposit')}
    </button>
  );
  if (!order) {
    return error ? (
      <div className="cashier-box">
        <ErrorAlert error={error} />
        <div className="form-actions">{back}</div>
      </div>
    ) : (
      <div className="cashier-loading" aria-busy="true" />
    );
  }

  const [messageKey, params] = stateMessage(order, money(order.amount));
  const pending = order.state === 'pending';
  return (
    <section className="cashier-box" aria-labelledby="deposit-order-title">
      <h4 id="deposit-order-title" className="cashier-heading" ref={heading} tabIndex={-1}>
        {t('order.title')}
      </h4>
      <p className={`order-message is-${order.state}`} role="status">
        {t(messageKey, params)}
      </p>
      <dl className="cashier-facts">
        <div className="cashier-fact">
          <dt>{t('order.reference')}</dt>
          <dd>{order.reference}</dd>
        </div>
        <div className="cashier-fact">
          <dt>{t('order.channel')}</dt>
          <dd>{order.channelName}</dd>
        </div>
        <div className="cashier-fact">
          <dt>{t('order.amount')}</dt>
          <dd>{money(order.amount)}</dd>
        </div>
        <div className="cashier-fact">
          <dt>{t('order.status')}</dt>
          <dd>
            <span className={`state-badge is-${order.state}`}>{t(`deposit.state.${order.state}`)}</span>
          </dd>
        </div>
        <div className="cashier-fact">
          <dt>{t('order.created')}</dt>
          <dd>
            <time dateTime={order.createdAt}>{time(order.createdAt)}</time>
          </dd>
        </div>
      </dl>
      {pending && order.kind === 'bank' && <BankDetails order={order} />}
      {pending && order.kind === 'bank' && <ProofUpload order={order} />}
      <div className="form-actions">
        {pending && order.kind === 'gateway' && order.payUrl && (
          <a className="button" href={order.payUrl}>
            {t('order.continuePayment')}
          </a>
        )}
        {pending && (
          <button type="button" className="button button-ghost" onClick={() => refetch()}>
            {t('order.checkAgain')}
          </button>
        )}
        {back}
      </div>
      {pending && <CancelOrder order={order} />}
    </section>
  );
}
