import { updateProfile } from '@arcadia/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { FormActions, serverFieldError, TextField } from '../../../ui/form/form-parts.tsx';
import { useMemberChange } from '../api/use-member-change.ts';

interface EditableFieldProps {
  field: 'nickname' | 'payeeName';
  label: string;
  value: string | null;
  /** Whether the member may change it now (a payee name only while it is empty). */
  editable: boolean;
  /** The button text: Edit for a value that exists, Set for one not yet given. */
  action: 'edit' | 'set';
  hint?: string;
}

/** One profile value with an inline editor saved through PATCH /wps/member/profile. */
export function EditableField({ field, label, value, editable, action, hint }: EditableFieldProps) {
  const { t } = useTranslation('memberCentre');
  const change = useMemberChange(updateProfile);
  const [draft, setDraft] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = (draft ?? '').trim();
    setMissing(text === '');
    if (text === '') return;
    change.mutate({ [field]: text }, { onSuccess: () => setDraft(null) });
  };

  if (draft !== null) {
    return (
      <form className="profile-row profile-edit" onSubmit={submit} noValidate>
        <TextField
          label={label}
          value={draft}
          onChange={setDraft}
          error={missing ? t('messages:input-required') : serverFieldError(change.error, field)}
          autoComplete={field === 'nickname' ? 'nickname' : 'name'}
          maxLength={field === 'nickname' ? 32 : 100}
          data-autofocus
        />
        {hint && <p className="form-hint">{hint}</p>}
        <FormActions error={change.error} busy={change.isPending} submitLabel={t('save')}>
          <button type="button" className="button button-ghost" onClick={() => setDraft(null)}>
            {t('common:cancel')}
          </button>
        </FormActions>
      </form>
    );
  }

  return (
    <div className="profile-row">
      <span className="profile-label">{label}</span>
      <span className="profile-value">
        <span className={value ? undefined : 'muted'}>{value || t('notSet')}</span>
        {editable && (
          <button
            type="button"
            className="link-button"
            aria-label={t(action === 'edit' ? 'profile.editField' : 'profile.setField', { field: label })}
            onClick={() => {
              change.reset();
              setMissing(false);
              setDraft(value ?? '');
            }}
          >
            {t(action === 'edit' ? 'edit' : 'set')}
          </button>
        )}
      </span>
    </div>
  );
}
