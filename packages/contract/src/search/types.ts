import { contentTypes } from '../content/types/index.ts';
import {
  allowedIpEntity,
  categoryEntity,
  legalDocumentEntity,
  projectEntity,
  tagEntity,
  userEntity,
} from '../entities/types/index.ts';
import { type Access, access, isAllowed } from '../permissions.ts';

/**
 * What the search looks through, in the order its groups are shown: every content type, then
 * users, projects, categories, tags, legal documents and allowed IPs. Each keeps its name,
 * label, web route and who may see its list and edit its items, from its own definition.
 */
const searchedEntities = [
  userEntity,
  projectEntity,
  categoryEntity,
  tagEntity,
  legalDocumentEntity,
  allowedIpEntity,
] as const;

export type SearchedEntityName = (typeof searchedEntities)[number]['name'];
export type SearchType = (typeof contentTypes)[number]['type'] | SearchedEntityName;

interface SearchedType {
  type: SearchType;
  /** The group's heading: 'Games', 'Users'. */
  pluralLabel: string;
  route: `/${string}`;
  /**
   * Who may find it: those who may open its list screen (not those who only pick from it in
   * a content form, such as tags for an editor, whose link would open Not Authorized).
   */
  list: Access;
}

export const searchedTypes: readonly SearchedType[] = [
  ...contentTypes.map((definition) => ({
    type: definition.type,
    pluralLabel: definition.pluralLabel,
    route: definition.route,
    list: access.contents.list,
  })),
  ...searchedEntities.map((definition) => ({
    type: definition.name,
    pluralLabel: definition.pluralLabel,
    route: definition.route,
    list: definition.access.list,
  })),
];

const byType = new Map(searchedTypes.map((searched) => [searched.type, searched]));

/** The definition of a searched type ('game', 'user'). */
export const searchedType = (type: SearchType) => byType.get(type) as SearchedType;

/** The types a holder of `held` may find: never one whose list it may not see. */
export const visibleSearchTypes = (held: readonly string[]) =>
  searchedTypes.filter((searched) => isAllowed(held, searched.list));

/**
 * The screen that opens a found item: its view mode, whose list access the finder holds. Finding
 * is reading; its Edit button is one step away for who may edit.
 */
export const searchResultRoute = (searched: SearchedType, id: number) => `${searched.route}/view/${id}`;

/** One found item: what it is, its name, a line that tells it apart, and the screen that opens it. */
export interface SearchResult {
  type: SearchType;
  id: number;
  title: string;
  /** 'a3f0…-… · ACTIVE' for content, the full name and status of a user, and so on. */
  context: string;
  /** The web route that opens it: '/games/edit/12', or its view mode for who may not edit. */
  route: string;
}
