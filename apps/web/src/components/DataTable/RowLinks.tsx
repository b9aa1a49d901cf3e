import { RowAction } from './RowAction.tsx';

interface RowLinksProps {
  /** The list's address; a row's screens are below it: `${listPath}/edit/${id}`. */
  listPath: string;
  id: number | string;
  /** The row in words, naming its links: 'Edit ann.smith'. */
  name: string;
  /** The screens the user may open. */
  canView?: boolean;
  canEdit?: boolean;
  canClone?: boolean;
}

/** A row's links to its own screens, each only where the user may open it: view, edit, copy. */
export function RowLinks({ listPath, id, name, canView, canEdit, canClone }: RowLinksProps) {
  return (
    <>
      {canView && <RowAction icon="view" label={`View ${name}`} to={`${listPath}/view/${id}`} />}
      {canEdit && <RowAction icon="edit" label={`Edit ${name}`} to={`${listPath}/edit/${id}`} />}
      {canClone && <RowAction icon="clone" label={`Copy ${name}`} to={`${listPath}/clone/${id}`} />}
    </>
  );
}
