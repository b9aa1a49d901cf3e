export { isDirty, isSameValue } from './dirty.ts';
export { EntityForm, type EntityFormView } from './EntityForm.tsx';
export { FormLoader, itemQueryOptions, type LoadQuery } from './FormLoader.tsx';
export { type FormRouteProps, formRoutes } from './formRoutes.tsx';
export { LeaveGuard } from './LeaveGuard.tsx';
export { FormNotFound, LoadFailure } from './LoadFailure.tsx';
export { listHref, rememberListQuery } from './listQuery.ts';
export { type FormMode, isReadOnly, loadsItem, parseItemId, tabState } from './modes.ts';
export { errorCountByTab, firstTabWithError } from './tabErrors.ts';
export {
  type EntityFormController,
  type EntityFormOptions,
  type FormTab,
  type Submission,
  submission,
  useEntityForm,
} from './useEntityForm.tsx';
export { useListQueryMemory } from './useListQueryMemory.ts';
export { useSavedRow } from './useSavedRow.ts';
