import type { MemberInfo } from '@arcadia/contracts';
import { useTranslation } from '../../../i18n/react.tsx';
import { useBrand } from '../../../lib/brand.ts';
import { AvatarUpload } from './avatar-upload.tsx';
import { EditableField } from './editable-field.tsx';
import './profile-card.css';

/** The calendar date of an instant in the brand's time zone (the site clock's zone). */
export const brandDate = (iso: string, gmtOffsetMinutes: number): string =>
  new Date(Date.parse(iso) + gmtOffsetMinutes * 60_000).toISOString().slice(0, 10);

/** Who the member is: avatar, account, nickname, payee name, VIP level, member since. */
export function ProfileCard({ member }: { member: MemberInfo }) {
  const { t } = useTranslation('memberCentre');
  const { merchant } = useBrand();
  const payeeEmpty = !member.payeeName;
  return (
    <section className="profile-card" aria-labelledby="profile-heading">
      <h4 id="profile-heading" className="visually-hidden">
        {t('profile.heading')}
      </h4>
      <AvatarUpload avatarUrl={member.avatarUrl} />
      <div className="profile-list">
        <div className="profile-row">
          <span className="profile-label">{t('profile.account')}</span>
          <span className="profile-value">{member.account}</span>
        </div>
        <EditableField field="nickname" label={t('profile.nickname')} value={member.nickname} editable action="edit" />
        <EditableField
          field="payeeName"
          label={t('profile.payeeName')}
          value={member.payeeName}
          editable={payeeEmpty}
          action="set"
          hint={t('profile.payeeNameHint')}
        />
        <div className="profile-row">
          <span className="profile-label">{t('profile.vipLevel')}</span>
          <span className="profile-value vip-label">
            {member.clubLabel.labelName || t('profile.vipRank', { level: member.clubLabel.rankLevel })}
          </span>
        </div>
        <div className="profile-row">
          <span className="profile-label">{t('profile.memberSince')}</span>
          <span className="profile-value">
            <time dateTime={member.createdAt}>{brandDate(member.createdAt, merchant.gmtOffsetMinutes)}</time>
          </span>
        </div>
      </div>
    </section>
  );
}
