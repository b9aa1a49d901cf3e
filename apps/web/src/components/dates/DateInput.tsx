import { DateInput as MantineDateInput, type DateInputProps as MantineDateInputProps } from '@mantine/dates';
import '@mantine/dates/styles.layer.css';
import classes from './DateInput.module.css';

export const dateFormat = 'YYYY-MM-DD';

export interface DateInputProps
  extends Omit<MantineDateInputProps, 'value' | 'defaultValue' | 'onChange' | 'valueFormat'> {
  label: MantineDateInputProps['label'];
  /** 'YYYY-MM-DD', or '' for no date. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * A date typed or picked as YYYY-MM-DD (spec section 5). The calendar's language and first
 * day of the week come from the CalendarLocaleProvider around the signed-in screens.
 */
export function DateInput({ value, onChange, ...props }: DateInputProps) {
  return (
    <MantineDateInput
      valueFormat={dateFormat}
      placeholder={dateFormat}
      firstDayOfWeek={0}
      classNames={{ day: classes.day }}
      {...props}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
    />
  );
}
