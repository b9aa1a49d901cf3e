import { Input } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/**
 * A field made of several controls (a list of rows, tags by project): one label names the
 * group and carries the required marker, and the field's message stands under it.
 */
export function FieldGroup({
  label,
  error,
  required,
  children,
}: {
  label: string;
  error?: ReactNode;
  required?: boolean;
  children: ReactNode;
}) {
  const labelId = useId();
  return (
    <Input.Wrapper
      label={label}
      error={error}
      required={required}
      labelElement="div"
      labelProps={{ id: labelId }}
      role="group"
      aria-labelledby={labelId}
    >
      {children}
    </Input.Wrapper>
  );
}
