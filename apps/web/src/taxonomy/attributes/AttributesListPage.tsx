import { access, attributeColumns } from '@masthead/contract';
import { useCall } from '../../api/hooks.ts';
import { tableColumns } from '../../components/DataTable/export/tableColumns.ts';
import { taxonomyPaths } from '../paths.ts';
import { ListPage } from '../shared/ListPage.tsx';

const columns = tableColumns(attributeColumns);

/** /attributes, guarded by the category permissions (README). */
export function AttributesListPage() {
  const attributes = useCall('attribute-service/get-attributes');
  return (
    <ListPage
      title="Attributes"
      listPath={taxonomyPaths.attributes}
      query={attributes}
      columns={columns}
      exportList="attributes"
      addLabel="Add new attribute"
      rowName={(attribute) => attribute.name}
      access={access.categories}
      viewList="attributes"
    />
  );
}
