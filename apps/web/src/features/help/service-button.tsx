import { useTranslation } from '../../i18n/react.tsx';
import { useBrand } from '../../lib/brand.ts';
import { openChannel, preferredChannel } from '../../shell/footer/customer-service.ts';

/** Opens the brand's customer service (live chat first) in the sized popup; nothing when the brand has none. */
export function ServiceButton({ label, className = 'button' }: { label?: string; className?: string }) {
  const { t } = useTranslation('common');
  const { customerService, customerServiceKey } = useBrand();
  const channel = preferredChannel(customerService);
  if (!channel) return null;
  return (
    <button type="button" className={className} onClick={() => void openChannel(channel, customerServiceKey)}>
      {label ?? t('customerService')}
    </button>
  );
}
