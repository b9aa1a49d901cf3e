import { access, type LegalTemplate, legalLabels } from '@masthead/contract';
import { useCall } from '../../api/hooks.ts';
import type { DataTableColumn } from '../../components/DataTable/index.ts';
import { taxonomyPaths } from '../paths.ts';
import { ListPage } from '../shared/ListPage.tsx';

const columns: readonly DataTableColumn<LegalTemplate>[] = [
  { id: 'id', header: legalLabels.id, kind: 'id' },
  { id: 'title', header: legalLabels.title },
  { id: 'type', header: legalLabels.type },
  { id: 'level', header: legalLabels.level },
  { id: 'version', header: legalLabels.version, kind: 'number' },
  { id: 'author', header: legalLabels.author },
  { id: 'creation_datetime', header: legalLabels.creation_datetime, kind: 'date' },
];

const legalAccess = { view: access.legal.view, create: access.legal.manage, update: access.legal.manage };

/** /legal-docs: the newest version of each document. */
export function LegalListPage() {
  const templates = useCall('legal-template-service/get-current-templates');
  return (
    <ListPage
      title="Legal Docs"
      listPath={taxonomyPaths.legal}
      query={templates}
      columns={columns}
      addLabel="Add new legal document"
      rowName={(legal) => legal.title}
      access={legalAccess}
      viewList="legal-docs"
    />
  );
}
