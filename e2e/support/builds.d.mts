/** See ./builds.mjs: builds the web app (unless `web` is false) and the server; null, or what failed. */
export function buildForEndToEnd(options?: { web?: boolean }): Promise<string | null>;
