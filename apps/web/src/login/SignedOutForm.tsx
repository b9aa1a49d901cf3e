import { Anchor, Stack, Title } from '@mantine/core';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { Link } from 'react-router';

/** A sign-in's failures, password or code: a new one replaces the last. */
export const loginBannerId = 'login';

/** A reset's request and its new password: a success replaces a failure. */
export const resetBannerId = 'reset-password';

interface SignedOutFormProps {
  title: string;
  form: { formRef: RefObject<HTMLFormElement | null> };
  onSubmit: (event: FormEvent) => void;
  /** What the form asks, its wide submit button, and the links under it. */
  children: ReactNode;
}

/** A sign-in page's form in its card: a heading over the fields, one wide button, links under it. */
export function SignedOutForm({ title, form, onSubmit, children }: SignedOutFormProps) {
  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate>
      <Stack>
        <SignedOutTitle>{title}</SignedOutTitle>
        {children}
      </Stack>
    </form>
  );
}

/** A sign-in page's heading, sized to its narrow card. */
export function SignedOutTitle({ children }: { children: string }) {
  return (
    <Title order={1} size="h2">
      {children}
    </Title>
  );
}

/** The way back from a page the login page links to. */
export function BackToLogin() {
  return (
    <Anchor component={Link} to="/login" ta="center">
      Back to login
    </Anchor>
  );
}
