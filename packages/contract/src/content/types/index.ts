import { apps } from './apps.ts';
import { coupon } from './coupon.ts';
import { game } from './game.ts';
import { gamedeal } from './gamedeal.ts';
import { gamenews } from './gamenews.ts';
import { gamewallpaper } from './gamewallpaper.ts';
import { quiz } from './quiz.ts';
import { recipe } from './recipe.ts';

/**
 * Every content type, in the menu's and the dashboard's order. A ninth type is one more file
 * in this folder and one more entry here: its calls, storage, tests and screens follow.
 */
export const contentTypes = [game, gamedeal, gamenews, gamewallpaper, quiz, recipe, coupon, apps] as const;

export { gameTechnologies } from './game.ts';
export { apps, coupon, game, gamedeal, gamenews, gamewallpaper, quiz, recipe };

type AnyContentType = (typeof contentTypes)[number];
const byName = new Map<string, AnyContentType>(
  contentTypes.map((definition) => [definition.type, definition]),
);

/** The definition of a stored type name ('game'), or undefined for a name that is none. */
export const findContentType = (type: string) => byName.get(type);
