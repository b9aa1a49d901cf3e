/**
 * A field no submit goes without, in a form where every field is needed: `required` tells the
 * browser and assistive technology, and the asterisk, which would mark every label alike, is left out.
 */
export const requiredField = { required: true, withAsterisk: false } as const;
