import { access, type Tag, tagLabels } from '@masthead/contract';
import { useCall } from '../../api/hooks.ts';
import type { DataTableColumn } from '../../components/DataTable/index.ts';
import { taxonomyPaths } from '../paths.ts';
import { ListPage } from '../shared/ListPage.tsx';

const columns: readonly DataTableColumn<Tag>[] = [
  { id: 'id', header: tagLabels.id, kind: 'id' },
  { id: 'name', header: tagLabels.name },
  { id: 'level', header: tagLabels.level, accessor: (tag) => tag.level.join(', ') },
  { id: 'description', header: tagLabels.description },
  { id: 'status', header: tagLabels.status, kind: 'status' },
  { id: 'update_datetime', header: tagLabels.update_datetime, kind: 'date' },
];

/** /tags */
export function TagsListPage() {
  const tags = useCall('tag-service/get-tags');
  return (
    <ListPage
      title="Tags"
      listPath={taxonomyPaths.tags}
      query={tags}
      columns={columns}
      addLabel="Add new tag"
      rowName={(tag) => tag.name}
      access={access.tags}
      viewList="tags"
    />
  );
}
