/**
 * Every permission of both spec documents. A call, a route, a menu item and a button name
 * the permissions they need from here; the database is seeded from this list.
 */
export const permissionSections = [
  'Projects',
  'Users',
  'Content',
  'Categories',
  'Tags',
  'Legal Docs',
  'Tools',
  'Reports',
] as const;
export type PermissionSection = (typeof permissionSections)[number];

export const permissionList = [
  { name: 'create_project', section: 'Projects', description: 'Add projects and clone them' },
  { name: 'update_project', section: 'Projects', description: 'Edit projects' },
  {
    name: 'access_all_projects',
    section: 'Projects',
    description: 'See the project list and view projects; the Projects section of the dashboard',
  },
  { name: 'create_user', section: 'Users', description: 'Add users' },
  { name: 'update_user', section: 'Users', description: 'Edit users and their permissions' },
  { name: 'access_all_users', section: 'Users', description: 'See the user list and view users' },
  { name: 'create_content', section: 'Content', description: 'Add content items of every type' },
  { name: 'update_content', section: 'Content', description: 'Edit content items' },
  {
    name: 'access_all_contents',
    section: 'Content',
    description: 'See content lists and view items; the Content section of the dashboard',
  },
  { name: 'create_category', section: 'Categories', description: 'Add categories' },
  { name: 'update_category', section: 'Categories', description: 'Edit categories' },
  { name: 'access_all_categories', section: 'Categories', description: 'See and view categories' },
  { name: 'create_tag', section: 'Tags', description: 'Add tags' },
  { name: 'update_tag', section: 'Tags', description: 'Edit tags' },
  { name: 'access_all_tags', section: 'Tags', description: 'See and view tags' },
  { name: 'manage_legal_template', section: 'Legal Docs', description: 'Add and edit legal documents' },
  { name: 'access_all_legals', section: 'Legal Docs', description: 'See and view legal documents' },
  { name: 'clear_cdn', section: 'Tools', description: 'Purge CDN caches by resource or by zone' },
  { name: 'allowed_ip', section: 'Tools', description: 'Manage the allowed IP addresses' },
  {
    name: 'content_report',
    section: 'Reports',
    description: 'See impression reports, and make and revoke the API keys sites send impressions with',
  },
] as const satisfies readonly { name: string; section: PermissionSection; description: string }[];

export type PermissionName = (typeof permissionList)[number]['name'];
export const permissionNames = permissionList.map((p) => p.name) as PermissionName[];
const knownNames = new Set<string>(permissionNames);
export const isPermissionName = (name: string): name is PermissionName => knownNames.has(name);

/** 'access_all_projects' → 'Access All Projects', as the user form labels them. */
export const permissionLabel = (name: string) =>
  name
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/**
 * Who may do what, by area. A guard passes when the user holds any one of the names.
 * 'signed-in' needs only a session; 'public' needs nothing; 'api-key' is for the publisher's
 * sites, which send an API key (`Authorization: Bearer <key>`) instead of a session, so no
 * user in a browser passes it.
 */
export type Access = 'public' | 'signed-in' | 'api-key' | readonly PermissionName[];

export const access = {
  users: {
    list: ['access_all_users'],
    view: ['access_all_users'],
    create: ['create_user'],
    update: ['update_user'],
    /** Loading one user or the permission map: the view, edit and new screens all need it. */
    read: ['access_all_users', 'update_user'],
    form: ['access_all_users', 'update_user', 'create_user'],
    any: ['access_all_users', 'update_user', 'create_user'],
  },
  projects: {
    list: ['access_all_projects'],
    view: ['access_all_projects'],
    create: ['create_project'],
    update: ['update_project'],
    read: ['access_all_projects', 'update_project', 'create_project'],
    any: ['access_all_projects', 'update_project', 'create_project'],
  },
  dashboard: { projects: ['access_all_projects'], contents: ['access_all_contents'] },
  contents: {
    list: ['access_all_contents'],
    view: ['access_all_contents'],
    create: ['create_content'],
    update: ['update_content'],
    /** Loading one item: the view and edit screens both need it. */
    read: ['access_all_contents', 'update_content'],
    any: ['create_content', 'update_content', 'access_all_contents'],
  },
  categories: {
    list: ['access_all_categories'],
    view: ['access_all_categories'],
    create: ['create_category'],
    update: ['update_category'],
    read: ['access_all_categories', 'update_category', 'create_category'],
    any: ['create_category', 'update_category', 'access_all_categories'],
    /** The content forms offer categories to whoever may edit or view content. */
    pick: [
      'access_all_categories',
      'update_category',
      'create_category',
      'create_content',
      'update_content',
      'access_all_contents',
    ],
  },
  tags: {
    list: ['access_all_tags'],
    view: ['access_all_tags'],
    create: ['create_tag'],
    update: ['update_tag'],
    read: ['access_all_tags', 'update_tag', 'create_tag'],
    any: ['create_tag', 'update_tag', 'access_all_tags'],
    /** The content forms offer tags to whoever may edit or view content. */
    pick: [
      'access_all_tags',
      'update_tag',
      'create_tag',
      'create_content',
      'update_content',
      'access_all_contents',
    ],
  },
  legal: {
    list: ['access_all_legals'],
    view: ['access_all_legals'],
    manage: ['manage_legal_template'],
    read: ['access_all_legals', 'manage_legal_template'],
    any: ['manage_legal_template', 'access_all_legals'],
  },
  cdn: { any: ['clear_cdn'] },
  allowedIps: { any: ['allowed_ip'] },
  reports: { any: ['content_report'] },
} as const satisfies Record<string, Record<string, Access>>;

export const isAllowed = (held: readonly string[], required: Access) =>
  required === 'public' ||
  required === 'signed-in' ||
  (required !== 'api-key' && required.some((name) => held.includes(name)));

/**
 * What of `wanted` the holder of `held` lacks. A user may grant only permissions it holds, and
 * may edit only users whose permissions it holds all of, so nobody can hand out or take over
 * more than it has (the server refuses; the user form disables what cannot be granted).
 */
export const permissionsLacking = (held: readonly string[], wanted: readonly string[]) =>
  wanted.filter((name) => !held.includes(name));
