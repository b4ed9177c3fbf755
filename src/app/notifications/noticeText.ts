import type { TFunction } from 'i18next';
import type { Notice } from './notificationsApi';

/** An event's texts in the reader's language (notifications.kinds.<kind>); a person's message as they wrote it. */
export function noticeText(t: TFunction, n: Notice): { title: string; body: string } {
  if (n.kind === 'MANUAL' || !t(`notifications.kinds.${n.kind}.title`, { defaultValue: '' })) return { title: n.title, body: n.body };
  return { title: t(`notifications.kinds.${n.kind}.title`, n.params), body: t(`notifications.kinds.${n.kind}.body`, n.params) };
}
