import type { Status } from '../choices.ts';
import { commonLabels } from '../entities/definition.ts';
import type { TagLevel } from './levels.ts';

/** The spec shows no tag rules; these are ours (README): a name of at most 45, unique per level set. */
export const tagLimits = { name: 45, description: 255 } as const;

export interface Tag {
  id: number;
  name: string;
  level: TagLevel[];
  description: string;
  status: Status;
  creation_datetime: string;
  update_datetime: string;
}

export const tagLabels = {
  ...commonLabels,
  name: 'Name',
  level: 'Level',
  description: 'Description',
  status: 'Status',
} as const;
