import { access, tagColumns } from '@masthead/contract';
import { useCall } from '../../api/hooks.ts';
import { tableColumns } from '../../components/DataTable/export/tableColumns.ts';
import { taxonomyPaths } from '../paths.ts';
import { ListPage } from '../shared/ListPage.tsx';

const columns = tableColumns(tagColumns);

/** /tags */
export function TagsListPage() {
  const tags = useCall('tag-service/get-tags');
  return (
    <ListPage
      title="Tags"
      listPath={taxonomyPaths.tags}
      query={tags}
      columns={columns}
      exportList="tags"
      addLabel="Add new tag"
      rowName={(tag) => tag.name}
      access={access.tags}
      viewList="tags"
    />
  );
}
