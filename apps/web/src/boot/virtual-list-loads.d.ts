/** The table of api/listLoads.ts as built data (apps/web/listCallsScript.ts makes it). */
declare module 'virtual:list-loads' {
  import type { ListLoad } from '../api/listCalls.ts';

  const listLoads: readonly ListLoad[];
  export default listLoads;
}
