import { CONTRACT_KINDS, type ContractKind, checkRule, DOWNLINE_TYPES } from '@arcadia/contracts';
import { useQueries } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { useBrand } from '../../../lib/brand.ts';
import { contractSummaryQuery } from '../../../lib/contracts.ts';
import { useUniqueId } from '../../../lib/use-unique-id.ts';
import { FormActions, serverFieldError, TextField } from '../../../ui/form/form-parts.tsx';
import { type DraftErrors, emptyDraft, readDraft } from '../contracts/terms-draft.ts';
import { TermsFields } from '../contracts/terms-form.tsx';
import { useRegisterDownline } from './api/register-downline.ts';
import '../../../ui/contract/contract.css';

type Field = 'username' | 'password' | 'confirmPassword' | 'paymentPassword' | 'payeeName' | 'email' | 'consent';

/**
 * Account (registerCenter): an agent opens an account directly below itself, of a type
 * its own allows, with the brand's registration rules, and may offer it a first
 * contract of a kind the agent holds.
 */
export function RegisterCenter() {
  const { t } = useTranslation('contracts');
  const myType = useAuth((state) => state.isAgent) ?? 0;
  const types = DOWNLINE_TYPES[myType] ?? [];
  const rules = new Map(useBrand().registerRules.map((rule) => [rule.key, rule]));
  const register = useRegisterDownline();
  const offerable = useOfferableKinds();
  const typeId = useUniqueId();
  const kindId = useUniqueId();
  const [values, setValues] = useState<Record<Field, string>>({
    username: '',
    password: '',
    confirmPassword: '',
    paymentPassword: '',
    payeeName: '',
    email: '',
    consent: '',
  });
  const [type, setType] = useState(types[0] ?? 0);
  const [consent, setConsent] = useState(false);
  const [withOffer, setWithOffer] = useState(false);
  const [kind, setKind] = useState<ContractKind | ''>('');
  const [draft, setDraft] = useState(emptyDraft);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [draftErrors, setDraftErrors] = useState<DraftErrors>({});
  const [done, setDone] = useState<string | null>(null);
  const offerKind = kind || offerable[0] || '';

  const set = (field: Field) => (value: string) => setValues((now) => ({ ...now, [field]: value }));
  const ruleError = (field: Field, required = false) => {
    const rule = rules.get(field);
    if (!rule?.enabled) return undefined;
    const failure = checkRule(required ? { ...rule, required: true } : rule, values[field]);
    return failure ? t(`messages:${failure.key}`, failure.params) : undefined;
  };
  const shown = (field: Field) => rules.get(field)?.enabled ?? false;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {
      username: ruleError('username', true),
      password: ruleError('password', true),
      confirmPassword: values.confirmPassword === values.password ? undefined : t('messages:passwords-mismatch'),
      paymentPassword: ruleError('paymentPassword'),
      payeeName: ruleError('payeeName'),
      email: ruleError('email'),
      consent: consent ? undefined : t('register.consentRequired'),
    };
    const read = withOffer && offerKind ? readDraft(offerKind, draft) : { errors: {} };
    setErrors(found);
    setDraftErrors(read.errors);
    setDone(null);
    if (Object.values(found).some(Boolean) || Object.keys(read.errors).length > 0 || register.isPending) return;
    const optional = (field: Field) => (shown(field) && values[field] ? values[field] : undefined);
    register.mutate(
      {
        username: values.username.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
        paymentPassword: optional('paymentPassword'),
        payeeName: optional('payeeName'),
        email: optional('email'),
        type,
        adult: true,
        agreeTerms: true,
        offer: 'terms' in read ? read.terms : undefined,
      },
      {
        onSuccess: (value) => {
          setDone(t(value.contractId ? 'register.doneWithOffer' : 'register.done', { account: value.account }));
          setValues({
            username: '',
            password: '',
            confirmPassword: '',
            paymentPassword: '',
            payeeName: '',
            email: '',
            consent: '',
          });
          setConsent(false);
          setWithOffer(false);
          setDraft(emptyDraft());
        },
      },
    );
  };

  const field = (name: Field, type = 'text', autoComplete = 'off') => (
    <TextField
      label={t(`register.${name}`)}
      type={type}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={set(name)}
      error={errors[name] ?? serverFieldError(register.error, name)}
      maxLength={128}
    />
  );

  return (
    <form className="contract-form register-center" onSubmit={submit} noValidate aria-label={t('register.formLabel')}>
      <p className="form-hint">{t('register.intro')}</p>
      {done && (
        <p className="form-success" role="status">
          {done}
        </p>
      )}
      {field('username')}
      {field('password', 'password', 'new-password')}
      {field('confirmPassword', 'password', 'new-password')}
      {shown('paymentPassword') && field('paymentPassword', 'password')}
      {shown('payeeName') && field('payeeName')}
      {shown('email') && field('email', 'email')}
      <div className="form-field">
        <label htmlFor={typeId}>{t('register.type')}</label>
        <select id={typeId} value={type} onChange={(event) => setType(Number(event.target.value))}>
          {types.map((value) => (
            <option key={value} value={value}>
              {t(value === 0 ? 'register.typeMember' : 'register.typeAgent', { type: value })}
            </option>
          ))}
        </select>
      </div>
      <label className="contract-check">
        <input type="checkbox" checked={consent} onChange={(event) => setConsent(event.target.checked)} />
        {t('register.consent')}
      </label>
      {errors.consent && <p className="field-error">{errors.consent}</p>}
      {offerable.length === 0 ? (
        <p className="form-hint">{t('register.noOffer')}</p>
      ) : (
        <label className="contract-check">
          <input type="checkbox" checked={withOffer} onChange={(event) => setWithOffer(event.target.checked)} />
          {t('register.withOffer')}
        </label>
      )}
      {withOffer && offerKind && (
        <fieldset className="contract-form contract-offer-fields">
          <legend>{t('register.offerHeading')}</legend>
          <div className="form-field">
            <label htmlFor={kindId}>{t('register.offerKind')}</label>
            <select id={kindId} value={offerKind} onChange={(event) => setKind(event.target.value as ContractKind)}>
              {offerable.map((value) => (
                <option key={value} value={value}>
                  {t(`kind.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <TermsFields kind={offerKind} draft={draft} onChange={setDraft} errors={draftErrors} />
        </fieldset>
      )}
      <FormActions error={register.error} busy={register.isPending} submitLabel={t('register.submit')} />
    </form>
  );
}

/** The kinds the agent may offer now: the brand offers them and the agent holds one. */
function useOfferableKinds(): ContractKind[] {
  const results = useQueries({
    queries: CONTRACT_KINDS.map((kind) => contractSummaryQuery(kind, { pageSize: 1 })),
  });
  return CONTRACT_KINDS.filter((_, index) => results[index]?.data?.canOffer);
}
