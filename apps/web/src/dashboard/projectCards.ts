import { dashboardProjectTypes, type ProjectContentType, type ProjectCounts } from '@masthead/contract';

export interface ProjectCountCard {
  type: ProjectContentType;
  count: number;
  href: string;
  /** Said after the count to screen readers, so the card reads 'game 3 projects'. */
  unit: 'project' | 'projects';
}

/** One card per dashboard type, in the spec's order; a type without projects shows 0. */
export function projectCountCards(counts: Partial<ProjectCounts>): ProjectCountCard[] {
  return dashboardProjectTypes.map((type) => {
    const count = counts[type] ?? 0;
    return { type, count, href: `/projects?type=${type}`, unit: count === 1 ? 'project' : 'projects' };
  });
}
