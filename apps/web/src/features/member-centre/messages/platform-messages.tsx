import type { PlatformMessage } from '@arcadia/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { ErrorAlert } from '../../../ui/form/form-parts.tsx';
import { ToggleGroup } from '../../../ui/form/toggle-group.tsx';
import { Pager } from '../../../ui/pager/pager.tsx';
import { PanelPage } from '../../../ui/panel/panel-page.tsx';
import { useMessageList } from './api/message-list.ts';
import { useReadAllMessages, useReadMessage } from './api/read-message.ts';
import { MessageRow, MessageView } from './message-row.tsx';
import './messages.css';

type Filter = 'all' | 'unread';

/**
 * Platform messages (messageV2): system notices and operators' messages, newest
 * first, unread ones marked. Opening one reads it (the badges drop); all can be
 * marked read at once.
 */
export function PlatformMessages() {
  const { t } = useTranslation('memberCentre');
  const { t: ti } = useTranslation('inbox');
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<PlatformMessage | null>(null);
  const list = useMessageList({ unread: filter === 'unread', pageNo: page });
  const read = useReadMessage();
  const readAll = useReadAllMessages();
  const data = list.data;

  const open = (message: PlatformMessage) => {
    setOpened(message);
    if (!message.read) read.mutate(message.id);
  };

  return (
    <PanelPage id="centre-page-messageV2" title={t('page.messageV2')} className="centre-page message-page">
      {opened ? (
        <MessageView message={opened} onBack={() => setOpened(null)} />
      ) : (
        <>
          <div className="message-tools">
            <ToggleGroup
              legend={ti('filter')}
              choices={[
                { value: 'all' as const, label: ti('all') },
                { value: 'unread' as const, label: ti('unread') },
              ]}
              value={filter}
              onChange={(next) => {
                setFilter(next);
                setPage(1);
              }}
            />
            <span className="message-count" aria-live="polite">
              {data ? ti('unreadCount', { count: data.unreadCount }) : ''}
            </span>
            <button
              type="button"
              className="button button-ghost"
              disabled={!data || data.unreadCount === 0 || readAll.isPending}
              onClick={() => readAll.mutate()}
            >
              {ti('markAllRead')}
            </button>
          </div>
          <ErrorAlert error={list.error ?? readAll.error} />
          <div aria-busy={list.isFetching}>
            {data &&
              (data.list.length === 0 ? (
                <p className="message-empty">{ti(filter === 'unread' ? 'noUnread' : 'empty')}</p>
              ) : (
                <ul className="message-list">
                  {data.list.map((message) => (
                    <MessageRow key={message.id} message={message} onOpen={open} />
                  ))}
                </ul>
              ))}
          </div>
          {data && data.totalPages > 1 && (
            <Pager label={ti('pages')} page={page} pages={data.totalPages} onPage={setPage} />
          )}
        </>
      )}
      <ErrorAlert error={read.error} />
    </PanelPage>
  );
}
