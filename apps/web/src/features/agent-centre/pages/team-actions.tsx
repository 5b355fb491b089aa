import { AGENT_TYPES, type DownlineControl, type TeamMember } from '@arcadia/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Dialog } from '../../../ui/modal/modal.tsx';
import { type TeamMemberChange, useUpdateTeamMember } from '../api/update-team-member.ts';

/**
 * A downline member's rights and state: switches the direct upline may flip, as far as
 * the brand allows; everyone else sees them read-only. Disabling asks first.
 */
export function TeamActions({ member, controls }: { member: TeamMember; controls: readonly DownlineControl[] }) {
  const { t } = useTranslation('agentCentre');
  const update = useUpdateTeamMember();
  const [confirming, setConfirming] = useState(false);
  const may = (control: DownlineControl) => member.manageable && controls.includes(control) && !update.isPending;
  const apply = (change: TeamMemberChange) => update.mutate({ account: member.account, change });
  const agent = (AGENT_TYPES as readonly number[]).includes(member.type);
  const right = (control: 'transfer' | 'register', label: string) => (
    <label className="agent-check" title={member.manageable ? undefined : t('team.notManageable')}>
      <input
        type="checkbox"
        checked={member.rights[control]}
        disabled={!may(control)}
        onChange={(event) => apply({ rights: { [control]: event.target.checked } })}
      />
      {label}
    </label>
  );
  return (
    <div className="agent-actions">
      {agent && right('transfer', t('team.rightTransfer'))}
      {agent && right('register', t('team.rightRegister'))}
      {member.manageable && controls.includes('state') && (
        <button
          type="button"
          className="button button-ghost agent-state-button"
          disabled={update.isPending}
          aria-label={t(member.state === 'disabled' ? 'team.enableWho' : 'team.disableWho', {
            account: member.account,
          })}
          onClick={() => (member.state === 'disabled' ? apply({ disabled: false }) : setConfirming(true))}
        >
          {t(member.state === 'disabled' ? 'team.enable' : 'team.disable')}
        </button>
      )}
      {update.error ? (
        <p className="field-error" role="alert">
          {update.error.message}
        </p>
      ) : null}
      <Dialog
        open={confirming}
        title={t('team.disable')}
        message={t('team.confirmDisable', { account: member.account })}
        submitLabel={t('team.disable')}
        onSubmit={() => {
          setConfirming(false);
          apply({ disabled: true });
        }}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}
