import type { Status } from '../choices.ts';
import { commonLabels } from '../entities/definition.ts';
import type { CategoryLevel } from './levels.ts';

export const categoryLimits = { name: 45 } as const;

/** A letter first, then letters, spaces, & and /: 3 to 44 characters in all (any alphabet's letters). */
export const categoryNamePattern = /^\p{L}[\p{L} &/]{2,43}$/u;

export interface Category {
  id: number;
  name: string;
  level: CategoryLevel[];
  status: Status;
  creation_datetime: string;
  update_datetime: string;
}

export const categoryLabels = {
  ...commonLabels,
  name: 'Name',
  level: 'Level',
  status: 'Status',
} as const;
