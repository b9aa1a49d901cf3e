/**
 * The values several entities share. Data alone, apart from the rules (rules.ts), so the list
 * pages that show a status read it without carrying zod.
 */
export const statuses = ['ACTIVE', 'INACTIVE'] as const;
export type Status = (typeof statuses)[number];
export const yesNo = ['YES', 'NO'] as const;
export type YesNo = (typeof yesNo)[number];
