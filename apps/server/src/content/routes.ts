import { defineHandlers } from '../http/calls.ts';

export const contentHandlers = defineHandlers({});

/** Calls whose bodies are multipart/form-data (content saves with their files). */
export const multipartCalls = new Set<string>();
