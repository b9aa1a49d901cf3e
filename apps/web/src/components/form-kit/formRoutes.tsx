import type { Access } from '@masthead/contract';
import type { ComponentType } from 'react';
import { type RouteObject, useLocation, useParams } from 'react-router';
import { preloading } from '../../app/lazyScreen.ts';
import { RequirePermission } from '../../auth/RequirePermission.tsx';
import { freshFormOf } from './freshForm.ts';
import { FormNotFound } from './LoadFailure.tsx';
import { type FormMode, formModes, loadsItem, modePath, parseItemId } from './modes.ts';

/** What a form screen receives from its route: the mode, and the item's id (null for `new`). */
export interface FormRouteProps {
  mode: FormMode;
  id: number | null;
}

interface FormRouteOptions {
  /** 'User', 'Project': names the item in the 'not found' screen. */
  entity: string;
  listPath: string;
  /** Its `preload`, when it has one, starts the form's download as soon as the address matches. */
  form: ComponentType<FormRouteProps> & { preload?: () => Promise<unknown> };
}

/**
 * The routes of an area's form, one per mode it offers, each behind its permission:
 * `new`, `view/:id`, `edit/:id`, `clone/:id`, relative to the area's path.
 */
export function formRoutes({
  access,
  ...options
}: FormRouteOptions & { access: Partial<Record<FormMode, Access>> }): RouteObject[] {
  return formModes.flatMap((mode) => {
    const required = access[mode];
    if (!required) return [];
    return [
      {
        path: modePath(mode),
        lazy: preloading(options.form),
        element: (
          <RequirePermission access={required}>
            <FormRoute mode={mode} {...options} />
          </RequirePermission>
        ),
      },
    ];
  });
}

/**
 * Keys the form by mode and id, so that going from edit/1 to edit/2 starts a fresh form: no
 * value, error or open tab of the other item survives; nor of the item just saved, after
 * 'Save and add another'.
 */
function FormRoute({ mode, entity, listPath, form: Form }: FormRouteOptions & { mode: FormMode }) {
  const { id: param } = useParams();
  const fresh = freshFormOf(useLocation().state);
  const id = parseItemId(param);
  if (loadsItem(mode) && id === null) return <FormNotFound entity={entity} listPath={listPath} />;
  return <Form key={`${mode}/${id ?? 'new'}/${fresh ?? ''}`} mode={mode} id={id} />;
}
