import { z } from 'zod';
import {
  auditEntryAnswer,
  bulkStatusAnswer,
  contentChoicesAnswer,
  contentCountsAnswer,
  contentRelationsAnswer,
  trashEntryAnswer,
} from '../answers.ts';
import type { CallDefinition } from '../call-definition.ts';
import { statuses } from '../choices.ts';
import { fieldMessage } from '../messages.ts';
import { access } from '../permissions.ts';
import { byId, id, noInput } from '../rules.ts';
import type { TrashEntry } from '../trash/trash.ts';
import { contentItemAnswer, contentListRowAnswer } from './answers.ts';
import type { ContentValues } from './common.ts';
import type { ContentTypeDefinition } from './definition.ts';
import { createContentInput, deleteContentInput, updateContentInput } from './inputs.ts';
import type { ContentItem, ContentListRow } from './item.ts';
import { contentMessage } from './messages.ts';
import { contentTypes } from './types/index.ts';

type AnyContentType = (typeof contentTypes)[number];

/** The five calls of one type, keyed by their spec paths. */
type CallsOf<D extends AnyContentType> = {
  [P in D['calls']['list']]: {
    input: typeof noInput;
    access: typeof access.contents.list;
    output: z.ZodType<ContentListRow[]>;
  };
} & {
  [P in D['calls']['get']]: {
    input: typeof byId;
    access: typeof access.contents.read;
    output: z.ZodType<ContentItem>;
  };
} & {
  [P in D['calls']['create']]: {
    input: z.ZodType<ContentValues, ContentValues>;
    access: typeof access.contents.create;
    output: z.ZodType<ContentItem>;
  };
} & {
  [P in D['calls']['update']]: {
    input: z.ZodType<ContentValues & { id: number; update_datetime: string }>;
    access: typeof access.contents.update;
    output: z.ZodType<ContentItem>;
  };
} & {
  [P in D['calls']['delete']]: {
    input: typeof deleteContentInput;
    access: typeof access.contents.update;
    output: z.ZodType<TrashEntry>;
  };
};

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;
type TypeCalls = UnionToIntersection<
  AnyContentType extends infer D ? (D extends AnyContentType ? CallsOf<D> : never) : never
>;

function callsOf(definition: ContentTypeDefinition) {
  return {
    [definition.calls.list]: {
      input: noInput,
      access: access.contents.list,
      output: z.array(contentListRowAnswer(definition)),
    },
    [definition.calls.get]: {
      input: byId,
      access: access.contents.read,
      output: contentItemAnswer(definition),
    },
    [definition.calls.create]: {
      input: createContentInput(definition),
      access: access.contents.create,
      output: contentItemAnswer(definition),
    },
    [definition.calls.update]: {
      input: updateContentInput(definition),
      access: access.contents.update,
      output: contentItemAnswer(definition),
    },
    [definition.calls.delete]: {
      input: deleteContentInput,
      access: access.contents.update,
      output: trashEntryAnswer,
    },
  };
}

export const contentTypeNames = contentTypes.map((definition) => definition.type) as [
  AnyContentType['type'],
  ...AnyContentType['type'][],
];

/** Items one bulk status change may name; the browser sends a bigger selection in batches. */
export const bulkStatusLimit = 500;

/** Sets the status of many items of one type at once (the list's "Set ACTIVE" / "Set INACTIVE"). */
export const setContentStatusInput = z.strictObject({
  type: z.enum(contentTypeNames, { error: fieldMessage.invalid }),
  ids: z
    .array(id, { error: fieldMessage.invalid })
    .min(1, { error: fieldMessage.required })
    .max(bulkStatusLimit, { error: contentMessage.tooManyItems(bulkStatusLimit) })
    .refine((ids) => new Set(ids).size === ids.length, { error: fieldMessage.invalid }),
  status: z.enum(statuses, { error: fieldMessage.invalid }),
});

/** The content area's calls; spread into the contract's one call table. */
export const contentCalls = {
  ...(Object.assign({}, ...contentTypes.map(callsOf)) as TypeCalls),
  'content-service/get-content-history': {
    input: byId,
    access: access.contents.read,
    output: z.array(auditEntryAnswer),
  },
  'content-service/get-content-choices': {
    input: z.strictObject({ type: z.enum(contentTypeNames, { error: fieldMessage.invalid }) }),
    access: access.contents.any,
    output: contentChoicesAnswer,
  },
  'content-service/get-content-relations': {
    input: z.strictObject({ type: z.enum(contentTypeNames, { error: fieldMessage.invalid }) }),
    access: access.contents.list,
    output: contentRelationsAnswer,
  },
  'content-service/set-status': {
    input: setContentStatusInput,
    access: access.contents.update,
    output: bulkStatusAnswer,
  },
  'dashboard-service/get-content-counts': {
    input: noInput,
    access: access.dashboard.contents,
    output: contentCountsAnswer,
  },
} as const satisfies Record<string, CallDefinition>;

/** A sentence per call of this area, for the API description. */
export const contentCallDescriptions: Partial<Record<keyof typeof contentCalls, string>> = {
  ...Object.fromEntries(
    contentTypes.flatMap((definition) => {
      const a = definition.label.toLowerCase();
      return [
        [definition.calls.list, `Lists every ${a} with the columns of its list.`],
        [
          definition.calls.get,
          `One ${a} by id, its fields in the shape a save sends them and its files as URLs.`,
        ],
        [
          definition.calls.create,
          `Creates a ${a} from a multipart form: fields as text, lists and objects as JSON text, files as parts.`,
        ],
        [
          definition.calls.update,
          `Updates a ${a} from a multipart form with its id and the update_datetime it was loaded with; a newer save answers 409.`,
        ],
        [
          definition.calls.delete,
          `Moves a ${a} to the trash (trash-service/restore-item brings it back) with its id and the update_datetime it was loaded with; a newer save answers 409.`,
        ],
      ];
    }),
  ),
  'content-service/get-content-history': "A content item's history: who changed what, when, newest first.",
  'content-service/get-content-choices':
    'The projects, and the tags and categories of its levels, that a content form of a type offers.',
  'content-service/get-content-relations':
    "Every item of a type (the trash left out) with its project, category and tag ids, as [id, project ids, category ids, tag ids], and the names of those projects, categories and tags by id: what a list needs to show and filter them, in one answer, for whoever may load the type's list.",
  'content-service/set-status':
    'Sets the status of up to 500 items of one type to ACTIVE or INACTIVE; each item changed gets its own history entry and a new update_datetime. Answers per item: updated, unchanged (already had the status) or not found (no item of that type with the id).',
  'dashboard-service/get-content-counts': 'The number of content items of each type.',
};
