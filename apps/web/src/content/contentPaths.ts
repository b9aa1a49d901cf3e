import type { ContentTypeDefinition, contentTypes } from '@masthead/contract';

type AnyContentType = (typeof contentTypes)[number];

/**
 * A definition's call paths as the call table knows them. The generic screens hold a
 * definition of any type; its paths are one of the table's, whose inputs and answers are the
 * same for every type (ContentListRow[], ContentItem).
 */
export const pathsOf = (definition: ContentTypeDefinition) =>
  definition.calls as unknown as AnyContentType['calls'];

/** The stored type name as the call table's `type` inputs take it. */
export const typeNameOf = (definition: ContentTypeDefinition) => definition.type as AnyContentType['type'];
