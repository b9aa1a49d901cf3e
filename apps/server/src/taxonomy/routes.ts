import { defineHandlers } from '../http/calls.ts';

export const taxonomyHandlers = defineHandlers({});
