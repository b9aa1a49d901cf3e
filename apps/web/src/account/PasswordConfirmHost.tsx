import { lazy } from 'react';
import { usePasswordRequest } from '../api/passwordPrompt.ts';
import { LazyPart } from '../components/lazy/LazyPart.tsx';

const PasswordConfirmDialog = lazy(() =>
  import('./PasswordConfirmDialog.tsx').then((module) => ({ default: module.PasswordConfirmDialog })),
);

/** Asks for the password when a call needs it confirmed; its dialog loads only then. */
export function PasswordConfirmHost() {
  const request = usePasswordRequest();
  if (!request) return null;
  return (
    <LazyPart>
      <PasswordConfirmDialog request={request} />
    </LazyPart>
  );
}
