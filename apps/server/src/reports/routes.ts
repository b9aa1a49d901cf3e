import { defineHandlers } from '../http/calls.ts';

export const reportHandlers = defineHandlers({});
