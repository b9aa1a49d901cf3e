/**
 * The 25 calendar languages of the spec (platform section 9) and the dayjs locale behind
 * each. English is built into dayjs; the others load on demand so the first page stays small.
 */
const dayjsLocaleLoaders = {
  'bg-BG': () => import('dayjs/locale/bg'),
  'ca-ES': () => import('dayjs/locale/ca'),
  'cs-CZ': () => import('dayjs/locale/cs'),
  'de-DE': () => import('dayjs/locale/de'),
  'el-GR': () => import('dayjs/locale/el'),
  'en-US': null,
  'es-ES': () => import('dayjs/locale/es'),
  'et-EE': () => import('dayjs/locale/et'),
  'fi-FI': () => import('dayjs/locale/fi'),
  'fr-FR': () => import('dayjs/locale/fr'),
  'he-IL': () => import('dayjs/locale/he'),
  'it-IT': () => import('dayjs/locale/it'),
  'ja-JP': () => import('dayjs/locale/ja'),
  'ko-KR': () => import('dayjs/locale/ko'),
  'nb-NO': () => import('dayjs/locale/nb'),
  'nl-NL': () => import('dayjs/locale/nl'),
  'nn-NO': () => import('dayjs/locale/nn'),
  'pl-PL': () => import('dayjs/locale/pl'),
  'pt-BR': () => import('dayjs/locale/pt-br'),
  'ro-RO': () => import('dayjs/locale/ro'),
  'ru-RU': () => import('dayjs/locale/ru'),
  'sk-SK': () => import('dayjs/locale/sk'),
  'sv-SE': () => import('dayjs/locale/sv'),
  'tr-TR': () => import('dayjs/locale/tr'),
  'zh-CN': () => import('dayjs/locale/zh-cn'),
} as const;

export type CalendarLocale = keyof typeof dayjsLocaleLoaders;

export const calendarLocales = Object.keys(dayjsLocaleLoaders) as CalendarLocale[];
export const defaultCalendarLocale: CalendarLocale = 'en-US';

const storageKey = 'masthead.calendarLocale';

const isCalendarLocale = (value: string | null): value is CalendarLocale =>
  value !== null && value in dayjsLocaleLoaders;

/**
 * The exact tag if it is one of ours ('pt-BR'), else the first of ours in the same language
 * ('de' → 'de-DE'; Norwegian 'no' → Bokmål), else English.
 */
export function matchCalendarLocale(tag: string): CalendarLocale {
  const lower = tag.toLowerCase();
  const exact = calendarLocales.find((locale) => locale.toLowerCase() === lower);
  if (exact) return exact;
  const language = lower.split('-')[0] === 'no' ? 'nb' : lower.split('-')[0];
  return (
    calendarLocales.find((locale) => locale.toLowerCase().startsWith(`${language}-`)) ?? defaultCalendarLocale
  );
}

/** The user's own choice if made, else the browser's language. */
export function initialCalendarLocale(): CalendarLocale {
  try {
    const stored = localStorage.getItem(storageKey);
    if (isCalendarLocale(stored)) return stored;
  } catch {
    // Storage can be blocked by the browser's privacy settings; the browser language still serves.
  }
  return matchCalendarLocale(typeof navigator === 'undefined' ? defaultCalendarLocale : navigator.language);
}

export function storeCalendarLocale(locale: CalendarLocale): void {
  try {
    localStorage.setItem(storageKey, locale);
  } catch {
    // Without storage the choice lasts for this visit only.
  }
}

/** Loads the dayjs locale and answers its dayjs name ('de', 'pt-br'), for DatesProvider. */
export async function loadDayjsLocale(locale: CalendarLocale): Promise<string> {
  const loader = dayjsLocaleLoaders[locale];
  if (!loader) return 'en';
  const module = await loader();
  return module.default.name;
}

/** The language's own name ('Deutsch (Deutschland)'), for the picker; the tag if the browser lacks names. */
export function calendarLocaleName(locale: CalendarLocale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  } catch {
    return locale;
  }
}
