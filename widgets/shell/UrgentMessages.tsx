/**
 * Messages that find the guest (cabin messages, 001 §3): wherever a signed-in guest is in the
 * portal, the session bar counts their unread urgent messages and links to /cabinmessages, and an
 * assertive live region announces an urgent message the first time this tab sees it (not again on
 * every page: the announced ids are kept for the tab's session). The count comes from the same
 * query as the messages page (refreshed every minute), so reading the message there clears it here.
 */
import { useEffect, useState } from 'react';
import { useUnreadUrgentMessages } from '../../core/query/messages';
import { useT } from '../../core/react/index';
import { RouteLink } from '../../core/ui/RouteLink';

const ANNOUNCED_KEY = 'lido:v1:announced-urgent-messages';

function announcedIds(): Set<string> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(ANNOUNCED_KEY) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

function remember(ids: Set<string>): void {
  try {
    sessionStorage.setItem(ANNOUNCED_KEY, JSON.stringify([...ids].slice(-100)));
  } catch {
    // without storage the next page announces it again: better than never
  }
}

export function UrgentMessages() {
  const t = useT('shell');
  const urgent = useUnreadUrgentMessages();
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const announced = announcedIds();
    const fresh = urgent.filter((message) => !announced.has(message.sourceMessageId));
    if (fresh.length === 0) return;
    for (const message of fresh) announced.add(message.sourceMessageId);
    remember(announced);
    setAnnouncement(fresh.length === 1 ? t('urgentAnnouncement', { title: fresh[0]!.messageTitle }) : t('urgentAnnouncementMany', { count: fresh.length }));
  }, [urgent, t]);

  return (
    <>
      {/* present from the start, so the text put in later is announced */}
      <p className="lido-visually-hidden" role="alert">
        {announcement}
      </p>
      {urgent.length > 0 && (
        <RouteLink to="/cabinmessages" className="urgent-messages" part="urgent-messages">
          <span className="urgent-mark" aria-hidden="true" />
          {/* a phone shows the count alone (the words stay for screen readers), so the booking reference keeps its room */}
          <span className="urgent-count" aria-hidden="true">
            {urgent.length}
          </span>
          <span className="urgent-words">{t('urgentMessages', { count: urgent.length })}</span>
        </RouteLink>
      )}
    </>
  );
}
