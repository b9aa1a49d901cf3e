/**
 * What a browser throws when a module's code cannot be downloaded (Chrome, Firefox, Safari), and
 * what Vite's preloading throws when a chunk's stylesheet cannot: the server stopped, or a new
 * version went live and the old chunk names no longer exist.
 */
const codeLoadMessages = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

/** Whether the error says that part of the app's code could not be downloaded. */
export const isCodeLoadFailure = (error: unknown): boolean =>
  error instanceof Error && codeLoadMessages.some((message) => message.test(error.message));
