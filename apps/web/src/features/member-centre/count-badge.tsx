import { useTranslation } from '../../i18n/react.tsx';

/** A small count bubble; nothing for an unknown count or one of 0 or less. */
export function CountBadge({ count }: { count: number | undefined }) {
  const { t } = useTranslation('memberCentre');
  if (count === undefined || count <= 0) return null;
  return (
    <span className="count-badge">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{t('badge', { count })}</span>
    </span>
  );
}
