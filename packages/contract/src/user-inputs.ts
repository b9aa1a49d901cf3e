import { z } from 'zod';
import { statuses } from './choices.ts';
import { fieldMessage } from './messages.ts';
import { isPermissionName, type PermissionName } from './permissions.ts';
import { id, loadedDateTime, optionalText, requiredChoice, requiredText } from './rules.ts';
import { userLimits } from './user.ts';

/**
 * The user rules, apart from the user's data (user.ts): the server and the forms run them,
 * while the list pages read the data without carrying zod.
 */

const usernamePattern = /^[A-Za-z][A-Za-z0-9]{4,43}$/;
/** 8 to 45 characters with a digit, a lower and an upper case letter and one of !@#$%^&*-. */
const strongPasswordPattern = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[!@#$%^&*\-.]).{8,45}$/;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const strongPassword = (requiredMessage: string) =>
  requiredText(userLimits.text, requiredMessage).regex(strongPasswordPattern, fieldMessage.passwordStrength);

const username = requiredText(userLimits.text).regex(usernamePattern, fieldMessage.username);
const email = requiredText(userLimits.text).regex(emailPattern, fieldMessage.invalid);

const permissions = z
  .array(z.string({ error: fieldMessage.invalid }), {
    error: (issue) => (issue.input === undefined ? fieldMessage.required : fieldMessage.invalid),
  })
  .min(1, fieldMessage.required)
  .superRefine((names, ctx) => {
    const unknown = names.filter((name) => !isPermissionName(name));
    if (unknown.length) ctx.addIssue({ code: 'custom', message: fieldMessage.unknownPermission(unknown) });
  })
  .transform((names) => [...new Set(names)] as PermissionName[]);

const profile = {
  first_name: requiredText(userLimits.text),
  last_name: requiredText(userLimits.text),
  email,
  status: requiredChoice(statuses),
  note: optionalText(userLimits.note),
  permissions,
};

export const loginInput = z.strictObject({
  username: requiredText(userLimits.text),
  password: requiredText(userLimits.text),
  remember: z.boolean({ error: fieldMessage.invalid }).optional(),
});

/** The signed-in user's own password, asked again before changing how others sign in. */
export const confirmPasswordInput = z.strictObject({ password: requiredText(userLimits.text) });

export const createUserInput = z.strictObject({
  username,
  password: strongPassword(fieldMessage.required),
  ...profile,
});

/** As CREATE, but the password stays as it is unless a new one is given. */
export const updateUserInput = z.strictObject({
  id,
  username,
  password: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    strongPassword(fieldMessage.required).optional(),
  ),
  ...profile,
  /** The version the form loaded; a newer save answers 409. */
  update_datetime: loadedDateTime().optional(),
});

export const changeMyPasswordInput = z
  .strictObject({
    oldPassword: requiredText(userLimits.text),
    password: strongPassword(fieldMessage.newPasswordRequired),
    passwordRetype: requiredText(userLimits.text),
  })
  .refine((input) => input.password === input.passwordRetype, {
    path: ['passwordRetype'],
    message: fieldMessage.retypeMismatch,
  });

export const forgotPasswordInput = z.strictObject({
  email: requiredText(userLimits.text).regex(emailPattern, fieldMessage.invalid),
});

export const resetPasswordInput = z
  .strictObject({
    token: requiredText(200),
    password: strongPassword(fieldMessage.newPasswordRequired),
    passwordRetype: requiredText(userLimits.text),
  })
  .refine((input) => input.password === input.passwordRetype, {
    path: ['passwordRetype'],
    message: fieldMessage.retypeMismatch,
  });

export type CreateUserInput = z.input<typeof createUserInput>;
export type UpdateUserInput = z.input<typeof updateUserInput>;
