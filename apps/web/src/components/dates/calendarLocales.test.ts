import { describe, expect, it } from 'vitest';
import { calendarLocales, loadDayjsLocale, matchCalendarLocale } from './calendarLocales.ts';

describe('calendar languages', () => {
  it('offers the 25 locales of the spec, each with a translation that loads', async () => {
    expect(calendarLocales).toHaveLength(25);
    for (const locale of calendarLocales) {
      const name = await loadDayjsLocale(locale);
      expect(name, locale).toMatch(/^[a-z]{2}(-[a-z]{2})?$/);
    }
  });

  it.each([
    ['pt-BR', 'pt-BR'],
    ['de', 'de-DE'],
    ['fr-CA', 'fr-FR'],
    ['no', 'nb-NO'],
    ['zh-cn', 'zh-CN'],
    ['xx-YY', 'en-US'],
  ])('picks %s from the browser language as %s', (browserLanguage, expected) => {
    expect(matchCalendarLocale(browserLanguage)).toBe(expected);
  });
});
