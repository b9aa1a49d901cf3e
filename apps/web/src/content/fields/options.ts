/** A project, tag or category as a choice: its id and name are all a select needs. */
export interface NamedOption {
  id: number;
  name: string;
}

/** Mantine selects take string values; ids travel back as numbers. */
export const toSelectData = (options: readonly NamedOption[]) =>
  options.map((option) => ({ value: String(option.id), label: option.name }));

/** Tags and categories offered to a type are those whose level includes it (apps uses 'tool'). */
export const ofLevel = <T extends { level: readonly string[] }>(
  items: readonly T[] | undefined,
  level: string,
) => (items ?? []).filter((item) => item.level.includes(level));
