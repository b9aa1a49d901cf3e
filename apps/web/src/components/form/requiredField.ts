/**
 * A field no submit goes without: `required` tells the browser and assistive technology, and
 * Mantine's asterisk beside the label marks it, as every required field of every form is marked.
 */
export const requiredField = { required: true } as const;
