import { commonLabels } from '../entities/definition.ts';
export const attributeLimits = { name: 45, level: 255, description: 255 } as const;

/** A small letter first, then small letters and dots: 5 to 44 characters in all. */
export const attributeNamePattern = /^[a-z][a-z.]{4,43}$/;

export interface Attribute {
  id: number;
  name: string;
  level: string;
  description: string;
  creation_datetime: string;
  update_datetime: string;
}

export const attributeLabels = {
  ...commonLabels,
  name: 'Name',
  level: 'Level',
  description: 'Description',
} as const;
