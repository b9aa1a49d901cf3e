import { z } from 'zod';
import { entityInputs, strongPassword } from './entities/rules.ts';
import { userEntity } from './entities/types/user.ts';
import { fieldMessage } from './messages.ts';
import { requiredText } from './rules.ts';
import { emailPattern, userLimits } from './user.ts';

/**
 * The user rules, apart from the user's data (user.ts): the server and the forms run them,
 * while the list pages read the data without carrying zod.
 */

export const loginInput = z.strictObject({
  username: requiredText(userLimits.text),
  password: requiredText(userLimits.text),
  remember: z.boolean({ error: fieldMessage.invalid }).optional(),
});

/** The signed-in user's own password, asked again before changing how others sign in. */
export const confirmPasswordInput = z.strictObject({ password: requiredText(userLimits.text) });

const userInputs = entityInputs(userEntity);
export const createUserInput = userInputs.create;
/** As CREATE, but the password stays as it is unless a new one is given. */
export const updateUserInput = userInputs.update;

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
