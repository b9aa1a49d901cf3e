/**
 * The parts of the page the server sends a signed-in browser that the server and the app both
 * name (apps/server/src/web, apps/web/src/first-screen).
 */
import type { CallPath } from './calls.ts';
import type { CurrentUser } from './two-factor-answers.ts';

/**
 * The server's drawing of a list's first screen (apps/web/src/first-screen/draw.tsx), over the
 * page until the app has drawn the same screen beneath it: seen, not used (inert, hidden from
 * assistive technology, which hears the page's 'Loading' until the app is there).
 */
export const firstScreenId = 'masthead-first-screen';

/** The JSON data block of the answers the first screen was drawn from, which the app takes as its own calls' answers. */
export const firstAnswersBlockId = 'masthead-first-answers';

/**
 * The JSON data block naming the app's code (its scripts, and the modules they import) in a page
 * with a first screen: the page's first script asks for it once that screen has painted.
 */
export const appCodeBlockId = 'masthead-app-code';

/**
 * What the web build makes for a list's first screen (apps/web/firstScreenBuild.ts), and the server
 * reads: the drawing module, built for Node into a folder of the build that is never served, and
 * the signed-in page that carries a drawing.
 */
export const firstScreenBuild = { folder: 'ssr', module: 'draw.js', page: 'first-screen.html' } as const;

/** A call's answer as it comes over HTTP: its status, and its envelope as text. */
export interface AnswerText {
  status: number;
  text: string;
}

/** A call the drawing makes as the signed-in user, through the server's own door (its checks included). */
export type FirstScreenCall = (path: CallPath, input: unknown) => Promise<AnswerText>;

/**
 * The drawing module's one export (apps/web/src/first-screen/draw.tsx): the HTML that goes before
 * the app's root at `address` for `user`, or none, and the page goes as it was.
 */
export type DrawFirstScreen = (
  address: string,
  user: CurrentUser,
  call: FirstScreenCall,
) => Promise<string | undefined>;

/** What the app code block holds. */
export interface AppCode {
  scripts: string[];
  preloads: string[];
}

/**
 * JSON as a data block's text: `<` written as its escape, so no answer (a name, a note) can end
 * the block (`</script>`) or open a comment (`<!--`). JSON.parse reads the same value back.
 */
const jsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** A JSON data block (not a script: the Content-Security-Policy has nothing to refuse). */
export const jsonBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${jsonForHtml(value)}</script>`;
