import { Modal, NativeSelect } from '@mantine/core';
import { useCalendarLocale } from '../components/dates/CalendarLocaleProvider.tsx';
import {
  type CalendarLocale,
  calendarLocaleName,
  calendarLocales,
} from '../components/dates/calendarLocales.ts';

const options = calendarLocales.map((locale) => ({
  value: locale,
  label: `${calendarLocaleName(locale)} (${locale})`,
}));

/** Picks the language of every calendar; the choice is kept in this browser. */
export function CalendarLanguageModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { locale, setLocale } = useCalendarLocale();
  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title="Calendar language"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <NativeSelect
        label="Language of the calendars"
        data={options}
        value={locale}
        onChange={(event) => setLocale(event.currentTarget.value as CalendarLocale)}
        data-autofocus
      />
    </Modal>
  );
}
