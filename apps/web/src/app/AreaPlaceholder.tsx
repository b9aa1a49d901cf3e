import { Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';

/** Stands for an area whose screens have not landed yet: its name and nothing else. */
export function AreaPlaceholder({ title }: { title: string }) {
  useDocumentTitle(`${title} · Masthead`);
  return <Title order={1}>{title}</Title>;
}
