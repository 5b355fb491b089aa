import { AGENT_TYPES } from '@arcadia/contracts';
import { useTranslation } from '../../../i18n/react.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { useConsolidatedFunds } from '../../../lib/funds.ts';
import { useMember } from '../../../lib/member.ts';
import { useMoneyText } from '../../../lib/money-text.ts';
import { ErrorAlert } from '../../../ui/form/form-parts.tsx';
import { PanelPage } from '../../../ui/panel/panel-page.tsx';
import { DownlineForm } from './downline-form.tsx';
import { PaymentPasswordHint } from './password-hint.tsx';
import { UplineForm } from './upline-form.tsx';
import './transfer-upline.css';

const isAgentType = (type: number | null) => type !== null && (AGENT_TYPES as readonly number[]).includes(type);

/** "Transfer to upline": the main balance and the transfer form; agents also send to their downline here. */
export function TransferUpline() {
  const { t } = useTranslation('wallet');
  const money = useMoneyText();
  const { data: member } = useMember();
  const agent = useAuth((state) => isAgentType(state.isAgent));
  const funds = useConsolidatedFunds();
  const mainBalance = funds.data?.mainBalance;
  return (
    <PanelPage
      id="centre-page-transferUpline"
      title={t('memberCentre:page.transferUpline')}
      className="centre-page transfer-page"
    >
      <p className="transfer-balance">
        <span>{t('upline.balance')}</span>
        <strong className="transfer-balance-amount">{mainBalance === undefined ? '—' : money(mainBalance)}</strong>
      </p>
      <ErrorAlert error={funds.error} />
      {member?.hasPaymentPassword === false && <PaymentPasswordHint />}
      <section className="transfer-section" aria-labelledby="transfer-upline-heading">
        <h4 id="transfer-upline-heading" className="transfer-heading">
          {t('upline.heading')}
        </h4>
        {member?.toUpline === false ? (
          <p className="transfer-note">{t('upline.none')}</p>
        ) : (
          <UplineForm mainBalance={mainBalance} />
        )}
      </section>
      {agent && (
        <section className="transfer-section" aria-labelledby="transfer-downline-heading">
          <h4 id="transfer-downline-heading" className="transfer-heading">
            {t('downline.heading')}
          </h4>
          <p className="form-hint">{t('downline.hint')}</p>
          <DownlineForm />
        </section>
      )}
    </PanelPage>
  );
}
