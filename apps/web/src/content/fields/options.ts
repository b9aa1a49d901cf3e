/** A project, tag or category as a choice: its id and name, and the heading it is offered under. */
export interface NamedOption {
  id: number;
  name: string;
  group?: string;
}

/**
 * Mantine selects take string values; ids travel back as numbers. Options with a `group` are
 * offered under its heading, groups in the order they first appear.
 */
export function toSelectData(options: readonly NamedOption[]) {
  const toItem = (option: NamedOption) => ({ value: String(option.id), label: option.name });
  if (!options.some((option) => option.group)) return options.map(toItem);
  const groups = new Map<string, ReturnType<typeof toItem>[]>();
  for (const option of options) {
    const group = option.group ?? '';
    groups.set(group, [...(groups.get(group) ?? []), toItem(option)]);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}

/**
 * A content type's projects first, under their own heading, then the others: a game is
 * published on game sites, so a recipe site is never the first suggestion.
 */
export function projectsFor<P extends NamedOption & { content_type: string }>(
  projects: readonly P[],
  type: { type: string; label: string },
): NamedOption[] {
  const own = projects.filter((project) => project.content_type === type.type);
  const others = projects.filter((project) => project.content_type !== type.type);
  return [
    ...own.map(({ id, name }) => ({ id, name, group: `${type.label} projects` })),
    ...others.map(({ id, name }) => ({ id, name, group: 'Other projects' })),
  ];
}

/** Tags and categories offered to a type are those whose level includes it (apps uses 'tool'). */
export const ofLevel = <T extends { level: readonly string[] }>(
  items: readonly T[] | undefined,
  level: string,
) => (items ?? []).filter((item) => item.level.includes(level));
