import { MultiSelect, Select, Stack, Text } from '@mantine/core';
import { contentMessage } from '@masthead/contract';
import { useState } from 'react';
import { FieldGroup } from '../../components/form/FieldGroup.tsx';
import type { FieldProps } from '../../components/form/fieldProps.ts';
import { type NamedOption, toSelectData } from './options.ts';

/** Tag ids per project, keyed by the project's id as text: { "12": [3, 4] }. */
export type TagsByProject = Record<string, number[]>;

/** Removing a project from the selection drops its tag choices (content spec section 4). */
export function keepTagsOf({ tags, projects }: { tags: TagsByProject; projects: readonly number[] }) {
  const kept = new Set(projects.map(String));
  return Object.fromEntries(Object.entries(tags).filter(([project]) => kept.has(project)));
}

/**
 * Tags are chosen per project: pick one of the projects, then its tags. A project that is not
 * among the item's projects has no tags to choose, and the hints say what to do.
 */
export function ProjectTagsField({
  projects,
  selectedProjects,
  tags,
  ...field
}: FieldProps<TagsByProject> & {
  /** Every project, to name them. */
  projects: readonly NamedOption[];
  /** The item's projects. */
  selectedProjects: readonly number[];
  /** The tags of the type's level. */
  tags: readonly NamedOption[];
}) {
  const { label, name, value, onChange, error, disabled, required } = field;
  const [chosen, setChosen] = useState<string | null>(() =>
    selectedProjects[0] === undefined ? null : String(selectedProjects[0]),
  );
  const projectName = (id: string) => projects.find((project) => String(project.id) === id)?.name ?? `#${id}`;
  const isIncluded = chosen !== null && selectedProjects.map(String).includes(chosen);
  const tagName = (id: number) => tags.find((tag) => tag.id === id)?.name ?? `#${id}`;
  const summary = Object.entries(value).filter(([, ids]) => ids.length > 0);

  let hint: string | undefined;
  if (selectedProjects.length === 0) hint = contentMessage.selectProjectFirst;
  else if (chosen !== null && !isIncluded) hint = contentMessage.includeProjectForTags(projectName(chosen));

  return (
    <FieldGroup label={label} error={error} required={required}>
      <Stack gap="xs" mt={4}>
        <Select
          label="Project whose tags to choose"
          name={`${name}.project`}
          data={toSelectData(projects)}
          value={chosen}
          onChange={setChosen}
          description={hint}
          searchable
          disabled={disabled}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        {chosen !== null && isIncluded ? (
          <MultiSelect
            label={`Tags for ${projectName(chosen)}`}
            name={name}
            data={toSelectData(tags)}
            value={(value[chosen] ?? []).map(String)}
            onChange={(ids) => onChange({ ...value, [chosen]: ids.map(Number) })}
            searchable
            clearable={!disabled}
            disabled={disabled}
            nothingFoundMessage="No tag of that name"
            aria-invalid={error ? true : undefined}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {chosen === null || selectedProjects.length === 0
              ? contentMessage.selectProjectFirst
              : contentMessage.projectNotIncluded(projectName(chosen))}
          </Text>
        )}
        {summary.length > 0 && (
          <Stack gap={2}>
            {summary.map(([project, ids]) => (
              <Text key={project} size="xs" c="dimmed">
                {projectName(project)}: {ids.map(tagName).join(', ')}
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </FieldGroup>
  );
}
