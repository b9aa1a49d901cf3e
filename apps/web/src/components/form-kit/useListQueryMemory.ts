import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { rememberListQuery } from './listQuery.ts';

/** Called by a list screen, so that its forms' Back button returns to the same rows. */
export function useListQueryMemory(listPath: string) {
  const { search } = useLocation();
  useEffect(() => rememberListQuery({ listPath, search }), [listPath, search]);
}
