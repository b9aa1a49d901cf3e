import { contentTypes, findContentType } from '../content/types/index.ts';

/**
 * The levels tags and categories can have are exactly the ones the content types ask for
 * (`tagLevel`, `categoryLevel` of each definition): a form can then tick every level a stored
 * row has, and each level is one a content form offers. Online tools ask for tags of level
 * `tool` and categories of level `apps` (content spec section 3); wallpapers have no categories.
 */
type AnyContentType = (typeof contentTypes)[number];
export type TagLevel = NonNullable<AnyContentType['tagLevel']>;
export type CategoryLevel = NonNullable<AnyContentType['categoryLevel']>;

const levelsOf = <L extends string>(levelOf: (definition: AnyContentType) => L | null): readonly L[] => [
  ...new Set(contentTypes.flatMap((definition) => levelOf(definition) ?? [])),
];

/** In the menu's order of content types. */
export const tagLevels = levelsOf((definition) => definition.tagLevel);
export const categoryLevels = levelsOf((definition) => definition.categoryLevel);

/** `tool`, the spec's name for online tools, names the type stored as `apps`. */
const typeNamed = (level: string) => findContentType(level === 'tool' ? 'apps' : level);

/**
 * The stored level a picker's `level` asks for: the content type's own tag level (`apps` and
 * `tool` both mean `tool`). A type without tags of its own (a project type) matches no tag.
 */
export const storedTagLevel = (level: string) => typeNamed(level)?.tagLevel ?? level;
/** The same for categories: `apps` and `tool` both mean `apps`; wallpapers match none. */
export const storedCategoryLevel = (level: string) => {
  const definition = typeNamed(level);
  return definition ? definition.categoryLevel : level;
};

/** The content types whose tags are stored under `level`: what a tag of that level serves. */
export const typesWithTagLevel = (level: string) =>
  contentTypes.filter((definition) => definition.tagLevel === level).map(({ type }) => type);
/** The same for categories. */
export const typesWithCategoryLevel = (level: string) =>
  contentTypes.filter((definition) => definition.categoryLevel === level).map(({ type }) => type);
