import type { ComponentType } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { PanelPage } from '../../ui/panel/panel-page.tsx';

/**
 * A page that brings no heading of its own (the Account and contract pages, which the
 * member centre shows too) named by its menu entry, as the report pages name themselves.
 */
export function titled(Page: ComponentType, entryKey: string): ComponentType {
  return function TitledPage() {
    const { t } = useTranslation('agentCentre');
    return (
      <PanelPage id={`agent-page-${entryKey}`} title={t(`entry.${entryKey}`)}>
        <Page />
      </PanelPage>
    );
  };
}
