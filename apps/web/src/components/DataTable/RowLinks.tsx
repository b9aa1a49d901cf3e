import { RowAction } from './RowAction.tsx';

/** A row's screens, each with its icon and the verb that names its link. */
const rowScreens = {
  view: { icon: 'view', verb: 'View' },
  edit: { icon: 'edit', verb: 'Edit' },
  clone: { icon: 'clone', verb: 'Copy' },
} as const;

export type RowScreen = keyof typeof rowScreens;

interface RowLinksProps {
  /** The list's address; a row's screens are below it: `${listPath}/edit/${id}`. */
  listPath: string;
  id: number | string;
  /** The row in words, naming its links: 'Edit ann.smith'. */
  name: string;
  /** The screens the user may open, in their order. */
  screens: readonly RowScreen[];
}

/** A row's links to its own screens (view, edit, copy), those the user may open. */
export function RowLinks({ listPath, id, name, screens }: RowLinksProps) {
  return (
    <>
      {screens.map((screen) => {
        const { icon, verb } = rowScreens[screen];
        return (
          <RowAction key={screen} icon={icon} label={`${verb} ${name}`} to={`${listPath}/${screen}/${id}`} />
        );
      })}
    </>
  );
}
