import { access, categoryColumns } from '@masthead/contract';
import { useCall } from '../../api/hooks.ts';
import { tableColumns } from '../../components/DataTable/export/tableColumns.ts';
import { taxonomyPaths } from '../paths.ts';
import { ListPage } from '../shared/ListPage.tsx';

const columns = tableColumns(categoryColumns);

/** /categories */
export function CategoriesListPage() {
  const categories = useCall('category-service/get-categories');
  return (
    <ListPage
      title="Categories"
      listPath={taxonomyPaths.categories}
      query={categories}
      columns={columns}
      exportList="categories"
      addLabel="Add new category"
      rowName={(category) => category.name}
      access={access.categories}
      viewList="categories"
    />
  );
}
