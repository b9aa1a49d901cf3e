import { access, type Category, categoryLabels } from '@masthead/contract';
import { useCall } from '../../api/hooks.ts';
import type { DataTableColumn } from '../../components/DataTable/index.ts';
import { taxonomyPaths } from '../paths.ts';
import { ListPage } from '../shared/ListPage.tsx';

const columns: readonly DataTableColumn<Category>[] = [
  { id: 'id', header: categoryLabels.id, kind: 'id' },
  { id: 'name', header: categoryLabels.name },
  { id: 'level', header: categoryLabels.level, accessor: (category) => category.level.join(', ') },
  { id: 'status', header: categoryLabels.status, kind: 'status' },
  { id: 'update_datetime', header: categoryLabels.update_datetime, kind: 'date' },
];

/** /categories */
export function CategoriesListPage() {
  const categories = useCall('category-service/get-categories');
  return (
    <ListPage
      title="Categories"
      listPath={taxonomyPaths.categories}
      query={categories}
      columns={columns}
      addLabel="Add new category"
      rowName={(category) => category.name}
      access={access.categories}
      viewList="categories"
    />
  );
}
