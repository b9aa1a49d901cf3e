import { wholeNumberText } from '../numberText.ts';
import type { FileAccept } from './fields.ts';
import { imagePixelBudget } from './image-size.ts';

const fileKinds: Record<FileAccept, string> = {
  image: 'a JPEG, PNG, GIF or WebP image',
  video: 'an MP4 or WebM video',
  unity3d: 'a Unity web player file (.unity3d)',
  zip: 'a ZIP archive',
};

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** The content area's own texts; the spec's (section 8) are kept letter for letter. */
export const contentMessage = {
  notSaved: (typeLabel: string) => `${typeLabel} not saved`,
  saved: (typeLabel: string) => `${typeLabel} saved`,
  selectProjectFirst: 'Please select project first',
  includeProjectForTags: (project: string) => `Please include project ${project} to select tags`,
  projectNotIncluded: (project: string) => `Project ${project} is not included, no tags to show`,
  tooManyItems: (max: number) => `should have at most ${max} items`,
  /** The question before "Set ACTIVE" / "Set INACTIVE" changes more than one item. */
  bulkStatusConfirm: {
    title: (status: string, count: number) => `Set ${wholeNumberText(count)} items to ${status}?`,
    message: (status: string, count: number) =>
      `Each of the ${wholeNumberText(count)} checked items will be set to ${status}, wherever it is in the list. Those already ${status} stay as they are.`,
    confirm: (status: string, count: number) => `Set ${wholeNumberText(count)} to ${status}`,
    cancel: 'Cancel',
  },
  /** The list's summary after "Set ACTIVE" / "Set INACTIVE". */
  bulkStatusDone: ({
    status,
    updated,
    unchanged,
    notFound,
  }: {
    status: string;
    updated: number;
    unchanged: number;
    notFound: number;
  }) =>
    `${[
      `${updated} ${updated === 1 ? 'item' : 'items'} set to ${status}`,
      unchanged > 0 ? `${unchanged} already ${status}` : '',
      notFound > 0
        ? `${notFound} not found (deleted or of another type): reload the list to see them gone`
        : '',
    ]
      .filter(Boolean)
      .join('; ')}.`,
  youtubeId: 'should be a YouTube video id such as dQw4w9WgXcQ, or a link to the video on YouTube',
  url: 'should be a full address starting with http:// or https://',
  webLink:
    'should be a web address (http:// or https://) or a path on the site, not a javascript: or other link',
  rating: 'should be a whole number from 0 to 100',
  configTooLarge: 'is too large: at most 10,000 characters of JSON',
  unknownIds: (ids: readonly number[]) =>
    `is invalid: there is no ${ids.length > 1 ? 'ids' : 'id'} ${ids.join(', ')} to choose`,
  wrongLevel: (ids: readonly number[], level: string) =>
    `is invalid: ${ids.join(', ')} ${ids.length > 1 ? 'are' : 'is'} not of level ${level}`,
  fileType: (accept: FileAccept) => `should be ${fileKinds[accept]}`,
  activeFile: (accept: FileAccept) =>
    `holds HTML or SVG, which is never accepted as a file: please choose ${fileKinds[accept]}`,
  imageTooLarge: `is too large: at most ${wholeNumberText(imagePixelBudget.maxPixels)} pixels, and ${wholeNumberText(imagePixelBudget.maxSide)} on a side`,
  fileTooLarge: (maxBytes: number) => `is too large: at most ${megabytes(maxBytes)}`,
  /** What a file field's drop zone says it takes. */
  dropFile: (accept: FileAccept, maxBytes: number) =>
    `Drop ${fileKinds[accept]} here, or choose a file (at most ${megabytes(maxBytes)})`,
  /** A chosen image whose pixel size is not the one its field's hint names. */
  unexpectedImageSize: (sizeHint: string) => `Not the expected ${sizeHint}: the sites may stretch or crop it`,
  emptyFile: 'is an empty file',
  textTooLarge: 'The text of this save is too large: at most 1 MB is accepted, files aside.',
  oneFilePerField: 'takes one file: this save sent it more than once',
  multipartRequired:
    'Send this call as multipart/form-data: plain fields as text, lists and objects as JSON text, files as parts.',
  multipartTooLarge: (maxBytes: number) =>
    `The request is too large: files of at most ${megabytes(maxBytes)} in all are accepted.`,
  /** A type without categories (wallpapers) reads `categories: []` and may send that back. */
  noCategories: (pluralLabel: string) => `should be empty: ${pluralLabel.toLowerCase()} have no categories`,
  wrongType: (expected: string) => `is invalid: this call saves items of type ${expected}`,
} as const;
