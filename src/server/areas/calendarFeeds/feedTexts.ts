import type { Locale } from '../../../shared/i18n/locales';
import { interpolate } from '../../../shared/i18n/locales';
import en from '../../../shared/i18n/en-US/calendarFeeds.json';
import es from '../../../shared/i18n/es-ES/calendarFeeds.json';
import pt from '../../../shared/i18n/pt-BR/calendarFeeds.json';
import type { FeedScope } from './feedAccess';
import type { FeedTexts } from './feedEvents';

/** The words inside a feed, from the same namespace file the screen reads (src/shared/i18n/<locale>/calendarFeeds.json). */
const ICS: Record<Locale, typeof es.ics> = { 'es-ES': es.ics, 'en-US': en.ics, 'pt-BR': pt.ics };

export const feedTexts = (locale: Locale): FeedTexts => ({ absent: ICS[locale].absent, shift: ICS[locale].shift });

/** The calendar's name in the subscriber's list: "Ana Arriaga — turnos y ausencias", "Bilbao — ausencias". */
export const feedName = (locale: Locale, scope: FeedScope, name: string): string => interpolate(ICS[locale].name[scope], { name });
