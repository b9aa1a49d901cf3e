import { access, legalColumns } from '@masthead/contract';
import { useCall } from '../../api/hooks.ts';
import { tableColumns } from '../../components/DataTable/export/tableColumns.ts';
import { taxonomyPaths } from '../paths.ts';
import { ListPage } from '../shared/ListPage.tsx';

const columns = tableColumns(legalColumns);

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
      exportList="legal"
      addLabel="Add new legal document"
      rowName={(legal) => legal.title}
      access={legalAccess}
      viewList="legal-docs"
    />
  );
}
