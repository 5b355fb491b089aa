import type { ContractKind } from '@arcadia/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useContractAction } from '../../../lib/contracts.ts';
import { FormActions } from '../../../ui/form/form-parts.tsx';
import { type DraftErrors, emptyDraft, readDraft } from './terms-draft.ts';
import { TermsFields } from './terms-form.tsx';

interface OfferFormProps {
  kind: ContractKind;
  account: string;
  onDone: (message: string) => void;
  onCancel: () => void;
}

/** An offer to one direct downline: the terms, then send (never above the agent's own contract: the server says so). */
export function OfferForm({ kind, account, onDone, onCancel }: OfferFormProps) {
  const { t } = useTranslation('contracts');
  const action = useContractAction(kind);
  const [draft, setDraft] = useState(emptyDraft);
  const [errors, setErrors] = useState<DraftErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readDraft(kind, draft);
    setErrors(read.errors);
    if (!read.terms || action.isPending) return;
    action.mutate(
      { action: 'offer', account, terms: read.terms },
      { onSuccess: () => onDone(t('downline.offered', { account })) },
    );
  };

  return (
    <form className="contract-form" onSubmit={submit} noValidate aria-label={t('form.label', { account })}>
      <TermsFields kind={kind} draft={draft} onChange={setDraft} errors={errors} />
      <FormActions error={action.error} busy={action.isPending} submitLabel={t('form.send')}>
        <button type="button" className="button button-ghost" onClick={onCancel}>
          {t('form.cancel')}
        </button>
      </FormActions>
    </form>
  );
}
