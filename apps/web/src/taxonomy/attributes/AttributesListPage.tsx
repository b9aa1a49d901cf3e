import { type Attribute, access, attributeLabels } from '@masthead/contract';
import { useCall } from '../../api/hooks.ts';
import type { DataTableColumn } from '../../components/DataTable/index.ts';
import { taxonomyPaths } from '../paths.ts';
import { ListPage } from '../shared/ListPage.tsx';

const columns: readonly DataTableColumn<Attribute>[] = [
  { id: 'id', header: attributeLabels.id, kind: 'id' },
  { id: 'name', header: attributeLabels.name },
  { id: 'level', header: attributeLabels.level },
  { id: 'description', header: attributeLabels.description },
  { id: 'update_datetime', header: attributeLabels.update_datetime, kind: 'date' },
];

/** /attributes, guarded by the category permissions (README). */
export function AttributesListPage() {
  const attributes = useCall('attribute-service/get-attributes');
  return (
    <ListPage
      title="Attributes"
      listPath={taxonomyPaths.attributes}
      query={attributes}
      columns={columns}
      addLabel="Add new attribute"
      rowName={(attribute) => attribute.name}
      access={access.categories}
      viewList="attributes"
    />
  );
}
