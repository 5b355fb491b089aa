import type { depositChannels, ValueOf } from '@arcadia/contracts';
import { useTranslation } from '../../../i18n/react.tsx';
import { useMoneyText } from '../../../lib/money-text.ts';

export type DepositChannel = ValueOf<typeof depositChannels>['channels'][number];

interface ChannelCardsProps {
  channels: readonly DepositChannel[];
  selected: string | null;
  onSelect: (code: string) => void;
}

/** The brand's channels as radio cards: name, kind and the amounts it takes. */
export function ChannelCards({ channels, selected, onSelect }: ChannelCardsProps) {
  const { t } = useTranslation('cashier');
  const money = useMoneyText();
  return (
    <fieldset className="channel-cards">
      <legend>{t('deposit.channel')}</legend>
      {channels.map((channel) => (
        <label key={channel.code} className={channel.code === selected ? 'channel-card is-selected' : 'channel-card'}>
          <input
            type="radio"
            name="deposit-channel"
            value={channel.code}
            checked={channel.code === selected}
            onChange={() => onSelect(channel.code)}
          />
          <span className="channel-name">{channel.name}</span>
          <span className="channel-kind">{t(`deposit.kind.${channel.kind}`)}</span>
          <span className="channel-range">
            {t('deposit.range', { min: money(channel.minAmount), max: money(channel.maxAmount) })}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
