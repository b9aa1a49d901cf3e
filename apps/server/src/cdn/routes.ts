import { defineHandlers } from '../http/calls.ts';

export const cdnHandlers = defineHandlers({});
