import type { Status } from '../choices.ts';
import type { contentTypes } from './types/index.ts';

export type ContentTypeName = (typeof contentTypes)[number]['type'];

/** What the server knows of a stored file, besides its URL. */
export interface MediaFile {
  /** '/media/<sha256>.<ext>': served by the app, content-addressed, cached for a year. */
  url: string;
  /** The MIME type read from the file's bytes: 'image/png', 'application/zip', … */
  type: string;
  bytes: number;
  /** Pixel size read from an image's header; null for other files. */
  width: number | null;
  height: number | null;
  /**
   * The name the file was uploaded under, cleaned (no folders, control or direction characters,
   * at most 255 characters), for people to recognise it; null for files stored before names were
   * kept. Only ever shown as text: the stored name stays content-addressed.
   */
  original_name: string | null;
}

/**
 * One item as get/create/update answer it: fields in the shape they are sent. Keywords stay
 * one comma-joined string, tags an object keyed by project id, and each file field the URL
 * path of its file ('' when none); `media` adds each file's type, size and pixel size.
 */
export interface ContentItem {
  id: number;
  /** A public id for the sites, made by the server at create (never changes). */
  content_id: string;
  type: ContentTypeName;
  title: string;
  description: string;
  keywords: string;
  status: Status;
  projects: number[];
  categories: number[];
  tags: Record<string, number[]>;
  config: Record<string, unknown>;
  media: Record<string, MediaFile>;
  creation_datetime: string;
  update_datetime: string;
  /** Who saved it last (username), for the edit-conflict banner and the view. */
  updated_by: string | null;
  /** The type's own fields by key. */
  [field: string]: unknown;
}

/** A list row: `id` and the definition's `columns` (image columns as URL paths or null). */
export type ContentListRow = { id: number } & Record<string, string | number | null>;

export type ContentCounts = Record<ContentTypeName, number>;

/** What a content form offers: projects, and the tags and categories of the type's levels. */
export interface ContentChoices {
  projects: { id: number; name: string; content_type: string; status: Status }[];
  categories: { id: number; name: string; status: Status }[];
  tags: { id: number; name: string; status: Status }[];
}

/** What became of one item of a bulk status change. */
export interface BulkStatusOutcome {
  id: number;
  outcome: 'updated' | 'unchanged' | 'not-found';
}

export interface BulkStatusResult {
  items: BulkStatusOutcome[];
  updated: number;
  unchanged: number;
  notFound: number;
}
