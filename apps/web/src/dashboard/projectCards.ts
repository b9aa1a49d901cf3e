import { dashboardProjectTypes, type ProjectContentType, type ProjectCounts } from '@masthead/contract';

export interface ProjectCountCard {
  type: ProjectContentType;
  count: number;
  href: string;
  /** The link's accessible name: 'game: 3 projects'. */
  label: string;
}

export const projectCountText = (count: number) => (count === 1 ? '1 project' : `${count} projects`);

/** One card per dashboard type, in the spec's order; a type without projects shows 0. */
export function projectCountCards(counts: Partial<ProjectCounts>): ProjectCountCard[] {
  return dashboardProjectTypes.map((type) => {
    const count = counts[type] ?? 0;
    return { type, count, href: `/projects?type=${type}`, label: `${type}: ${projectCountText(count)}` };
  });
}
