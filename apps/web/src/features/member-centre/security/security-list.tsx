import type { MemberInfo } from '@arcadia/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useUi } from '../../../lib/ui-store.ts';
import { BindForm } from './bind-form.tsx';
import { maskEmail, maskMobile } from './mask.ts';
import { PaymentPasswordForm } from './payment-password-form.tsx';
import { SecurityRow } from './security-row.tsx';
import { TotpDisableForm, TotpEnableForm } from './totp-forms.tsx';

type Row = 'paymentPassword' | 'mobile' | 'email' | 'totp';

/** Login and payment passwords, mobile, e-mail and authenticator, each with its state and action. */
export function SecurityList({ member }: { member: MemberInfo }) {
  const { t } = useTranslation('memberCentre');
  const openAuthModal = useUi((state) => state.openAuthModal);
  const [open, setOpen] = useState<Row | null>(null);
  const [done, setDone] = useState<Row | null>(null);
  const toggle = (row: Row) => () => {
    setDone(null);
    setOpen((current) => (current === row ? null : row));
  };
  const finish = (row: Row) => () => {
    setOpen(null);
    setDone(row);
  };
  const action = (row: Row, text: string, name: string) => ({ text, name, onClick: toggle(row) });
  const doneText: Record<Row, string> = {
    paymentPassword: t('payment.saved'),
    mobile: t('bind.mobileBound'),
    email: t('bind.emailBound'),
    totp: t('totp.changed'),
  };

  return (
    <section className="security-card" aria-labelledby="security-heading">
      <h4 id="security-heading" className="security-heading">
        {t('security.heading')}
      </h4>
      {done && (
        <p className="form-success" role="status">
          {doneText[done]}
        </p>
      )}
      <ul className="security-list">
        <SecurityRow
          label={t('security.loginPassword')}
          status={t('security.isSet')}
          good
          action={{
            text: t('change'),
            name: t('security.changeLoginPassword'),
            onClick: () => openAuthModal('changePassword'),
          }}
        />
        <SecurityRow
          label={t('security.paymentPassword')}
          status={member.hasPaymentPassword ? t('security.isSet') : t('notSet')}
          good={member.hasPaymentPassword}
          action={
            member.hasPaymentPassword
              ? action('paymentPassword', t('change'), t('security.changePaymentPassword'))
              : action('paymentPassword', t('set'), t('security.setPaymentPassword'))
          }
          expanded={open === 'paymentPassword'}
        >
          <PaymentPasswordForm onDone={finish('paymentPassword')} />
        </SecurityRow>
        <SecurityRow
          label={t('security.mobile')}
          status={member.mobileNum ? maskMobile(member.mobileNum, member.countryCode) : t('security.notBound')}
          good={Boolean(member.mobileNum)}
          action={member.mobileNum ? undefined : action('mobile', t('security.bind'), t('security.bindMobile'))}
          expanded={open === 'mobile'}
        >
          <BindForm channel="mobile" defaultCountry={member.countryCode} onDone={finish('mobile')} />
        </SecurityRow>
        <SecurityRow
          label={t('security.email')}
          status={member.email ? maskEmail(member.email) : t('security.notBound')}
          good={Boolean(member.email)}
          action={member.email ? undefined : action('email', t('security.bind'), t('security.bindEmail'))}
          expanded={open === 'email'}
        >
          <BindForm channel="email" defaultCountry={null} onDone={finish('email')} />
        </SecurityRow>
        <SecurityRow
          label={t('security.authenticator')}
          status={member.totpEnabled ? t('security.on') : t('security.off')}
          good={member.totpEnabled}
          action={
            member.totpEnabled
              ? action('totp', t('security.disable'), t('security.disableTotp'))
              : action('totp', t('security.enable'), t('security.enableTotp'))
          }
          expanded={open === 'totp'}
        >
          {member.totpEnabled ? (
            <TotpDisableForm onDone={finish('totp')} />
          ) : (
            <TotpEnableForm onDone={finish('totp')} />
          )}
        </SecurityRow>
      </ul>
    </section>
  );
}
