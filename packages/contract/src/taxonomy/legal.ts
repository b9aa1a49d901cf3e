import type { ProjectContentType } from '../project.ts';

/** Content spec section 3. */
export const legalTypes = [
  'ABOUT_US',
  'TERMS_OF_USE',
  'PRIVACY_POLICY',
  'COPYRIGHT_POLICY',
  'UNINSTALL',
  'AUTO_FUNDING',
  'MEMBER_TERMS_OF_USE',
] as const;
export type LegalType = (typeof legalTypes)[number];

export const legalLevels = ['GLOBAL', 'PROJECT', 'CONTENT_TYPE'] as const;
export type LegalLevel = (typeof legalLevels)[number];

/** The spec's limits; content has none there, so it gets the request's room (about 200,000 characters). */
export const legalLimits = { title: 256, content: 200_000, comment: 512, author: 45 } as const;

/** One saved version of a legal document; `id` names the document, the same for all its versions. */
export interface LegalTemplate {
  id: number;
  version: number;
  type: LegalType;
  level: LegalLevel;
  title: string;
  content: string;
  content_types: ProjectContentType[];
  projects: number[];
  comment: string;
  /** The username of who saved this version. */
  author: string;
  /** When this version was saved. */
  creation_datetime: string;
}

/** A project as the legal form offers it. */
export interface LegalProjectChoice {
  id: number;
  name: string;
  content_type: ProjectContentType;
}

export const legalLabels = {
  id: 'ID',
  version: 'Version',
  type: 'Type',
  level: 'Level',
  title: 'Title',
  content: 'Content',
  content_types: 'Content Types',
  projects: 'Projects',
  comment: 'Comment',
  author: 'Author',
  creation_datetime: 'Saved',
} as const;
