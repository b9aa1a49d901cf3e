import { dashboardProjectTypes, type ProjectCounts } from '@masthead/contract';
import type { CountCard } from './CountsSection.tsx';

/**
 * One card per dashboard type, in the spec's order, named by its type; a type without projects
 * shows 0.
 */
export function projectCountCards(counts: Partial<ProjectCounts>): CountCard[] {
  return dashboardProjectTypes.map((type) => {
    const count = counts[type] ?? 0;
    const unit = count === 1 ? 'project' : 'projects';
    return { type, title: type, count, href: `/projects?type=${type}`, unit };
  });
}
