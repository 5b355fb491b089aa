import { useTranslation } from '../../../i18n/react.tsx';
import { FramedGame } from './game-page.tsx';

/**
 * /seamless: the page for vendors whose launch mode is `redirect`. Rather than
 * leave the site, their address opens here under the header, with the same
 * address check and balance refresh as /game.
 */
export default function SeamlessPage() {
  const { t } = useTranslation('common');
  return <FramedGame pageTitle={t('page.seamless')} />;
}
