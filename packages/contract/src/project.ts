import type { Status, YesNo } from './choices.ts';
import { commonLabels } from './entities/definition.ts';

/** Platform spec section 9: every content type a project (site) can have. */
export const projectContentTypes = [
  'game',
  'gamedeal',
  'gamenews',
  'gamewallpaper',
  'speedtest',
  'quiz',
  'video',
  'maps',
  'coupon',
  'weather',
  'package',
  'apps',
  'prototype',
  'news',
  'classifieds',
  'fileconverter',
  'tv',
  'noads',
  'forms',
  'radio',
  'recipe',
  'astrology',
  'streaming',
  'sports',
  'quotes',
  'health',
  'books',
  'login',
  'manuals',
  'vacation',
  'qrcode',
  'units',
  'subops',
  'unknown',
] as const;
export type ProjectContentType = (typeof projectContentTypes)[number];

/** The types the dashboard's Projects section shows a card for (content spec section 2), in its order. */
export const dashboardProjectTypes = [
  'apps',
  'classifieds',
  'coupon',
  'fileconverter',
  'forms',
  'game',
  'maps',
  'news',
  'package',
  'prototype',
  'quiz',
  'radio',
  'recipe',
  'speedtest',
  'tv',
  'unknown',
  'video',
  'weather',
  'astrology',
  'streaming',
  'sports',
  'quotes',
  'health',
  'books',
  'login',
  'manuals',
  'vacation',
  'qrcode',
  'units',
  'subops',
] as const satisfies readonly ProjectContentType[];

export const projectLimits = { text: 45 } as const;

export interface Project {
  id: number;
  factor_id: number;
  name: string;
  legal_name: string;
  tld: string;
  content_type: ProjectContentType;
  status: Status;
  http_locked: YesNo;
  supports_https: YesNo;
  /** Settings the sites read; the spec does not show their content, so the console only keeps them. */
  config: Record<string, unknown>;
  creation_datetime: string;
  update_datetime: string;
}

/**
 * The spec records two readings of the new-project defaults; http_locked NO is the safe one
 * (a new site is not locked to plain HTTP). The README says so.
 */
export const newProjectDefaults = {
  tld: 'com',
  content_type: 'game',
  status: 'ACTIVE',
  http_locked: 'NO',
  supports_https: 'YES',
} as const satisfies Partial<Project>;

export const projectLabels = {
  ...commonLabels,
  factor_id: 'Factor ID',
  name: 'Name',
  legal_name: 'Legal Name',
  tld: 'TLD',
  content_type: 'Content Type',
  status: 'Status',
  http_locked: 'HTTP Lock',
  supports_https: 'HTTPS',
  config: 'Config',
  /** The history's note on a clone: the id of the project it was copied from. */
  cloned_from: 'Cloned from',
} as const;

export type ProjectCounts = Record<ProjectContentType, number>;
