import { DatesProvider } from '@mantine/dates';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import {
  type CalendarLocale,
  initialCalendarLocale,
  loadDayjsLocale,
  storeCalendarLocale,
} from './calendarLocales.ts';

interface CalendarLocaleContextValue {
  locale: CalendarLocale;
  setLocale: (locale: CalendarLocale) => void;
}

const CalendarLocaleContext = createContext<CalendarLocaleContextValue | null>(null);

export function useCalendarLocale(): CalendarLocaleContextValue {
  const value = useContext(CalendarLocaleContext);
  if (!value) throw new Error('useCalendarLocale() is used outside <CalendarLocaleProvider>.');
  return value;
}

/** Spec section 9: calendars start the week on Sunday unless told otherwise. */
const sunday = 0;

/**
 * Translates every calendar below it. The dayjs locale is handed to Mantine only once it has
 * loaded; until then the calendars speak English rather than a locale dayjs does not know.
 */
export function CalendarLocaleProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<CalendarLocale>(initialCalendarLocale);
  const [dayjsLocale, setDayjsLocale] = useState('en');

  useEffect(() => {
    let isCurrent = true;
    loadDayjsLocale(locale)
      .then((name) => {
        if (isCurrent) setDayjsLocale(name);
      })
      .catch(() => {
        // A chunk that failed to load leaves the calendars in English; dates still work.
        if (isCurrent) setDayjsLocale('en');
      });
    return () => {
      isCurrent = false;
    };
  }, [locale]);

  const setLocale = useCallback((next: CalendarLocale) => {
    storeCalendarLocale(next);
    setLocaleState(next);
  }, []);

  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <CalendarLocaleContext.Provider value={value}>
      <DatesProvider settings={{ locale: dayjsLocale, firstDayOfWeek: sunday }}>{children}</DatesProvider>
    </CalendarLocaleContext.Provider>
  );
}
