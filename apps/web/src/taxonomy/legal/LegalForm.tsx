import { Text } from '@mantine/core';
import { type LegalTemplate, legalDocumentEntity } from '@masthead/contract';
import { useCall } from '../../api/hooks.ts';
import type { FormRouteProps, FormTab } from '../../components/form-kit/index.ts';
import { EntityFormPage } from '../../entities/EntityFormPage.tsx';
import type { ChoiceQueries, EntityFormParts, ItemParts } from '../../entities/entityParts.ts';
import { VersionsPanel } from './VersionsPanel.tsx';

/** Every saved version of the document, in place of a history; loaded when opened. */
const versionsTab: FormTab = { value: 'versions', label: 'Versions', isLazy: true };

function useProjectChoices(): ChoiceQueries {
  return { projects: useCall('legal-template-service/get-project-choices') };
}

/** An opened document names the version it is and who saved it, and offers its versions. */
const legalItemParts = ({ item: legal }: { item: LegalTemplate | null }): ItemParts<LegalTemplate> =>
  legal
    ? {
        after: (
          <Text size="sm" c="dimmed">
            Version {legal.version}, saved by {legal.author} on {legal.creation_datetime} UTC
          </Text>
        ),
        tabs: [{ tab: versionsTab, panel: <VersionsPanel id={legal.id} /> }],
      }
    : {};

const legalParts: EntityFormParts<LegalTemplate> = {
  useChoices: useProjectChoices,
  invalidatesAlso: ['legal-template-service/get-template-versions'],
  useItemParts: legalItemParts,
};

/** /legal-docs/new, /legal-docs/view/:id, /legal-docs/edit/:id */
export function LegalForm(props: FormRouteProps) {
  return <EntityFormPage definition={legalDocumentEntity} parts={legalParts} {...props} />;
}
