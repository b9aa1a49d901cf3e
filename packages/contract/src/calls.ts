import { z } from 'zod';
import { currentUserAnswer, loginAnswer, permissionAnswer, projectCountsAnswer } from './answers.ts';
import { type CallDefinition, nothing } from './call-definition.ts';
import { cdnCalls } from './cdn/calls.ts';
import { contentCalls } from './content/calls.ts';
import { entityRowAnswer } from './entities/answers.ts';
import { entityCalls } from './entities/calls.ts';
import { projectEntity, userEntity } from './entities/types/index.ts';
import { exportCalls } from './export/calls.ts';
import { access, type PermissionName } from './permissions.ts';
import type { Project } from './project.ts';
import { cloneProjectInput, projectListInput } from './project-inputs.ts';
import { reportCalls } from './reports/calls.ts';
import { noInput } from './rules.ts';
import { searchCalls } from './search/calls.ts';
import { isReadingCall, sessionCalls } from './sessions.ts';
import { taxonomyCalls } from './taxonomy/calls.ts';
import { apiTokenCalls } from './tokens/calls.ts';
import { trashCalls } from './trash/calls.ts';
import { twoFactorCalls } from './two-factor.ts';
import type { User } from './user.ts';
import {
  changeMyPasswordInput,
  confirmPasswordInput,
  forgotPasswordInput,
  loginInput,
  resetPasswordInput,
} from './user-inputs.ts';
import { viewCalls } from './views/calls.ts';

/**
 * Every call of the API: its path under /api, what it accepts, who may make it and what it
 * answers. The server registers its routes from this table and the web client is typed by
 * it, so no call exists without a decision on who may make it.
 */
export const calls = {
  'user-service/login': { input: loginInput, access: 'public', output: loginAnswer },
  'user-service/is-logged-in': { input: noInput, access: 'public', output: currentUserAnswer },
  'user-service/logout': { input: noInput, access: 'public', output: nothing },
  'user-service/forgot-password': { input: forgotPasswordInput, access: 'public', output: z.string() },
  'user-service/reset-password': { input: resetPasswordInput, access: 'public', output: z.string() },
  'user-service/change-my-password': {
    input: changeMyPasswordInput,
    access: 'signed-in',
    output: z.string(),
  },
  'user-service/confirm-password': {
    input: confirmPasswordInput,
    access: 'signed-in',
    output: nothing,
  },
  ...entityCalls<User>()(userEntity),
  'user-service/get-permission-map': {
    input: noInput,
    access: access.users.form,
    output: z.array(permissionAnswer),
  },
  ...entityCalls<Project>()(projectEntity, { listInput: projectListInput }),
  'project-service/clone-project': {
    input: cloneProjectInput,
    access: access.projects.create,
    output: entityRowAnswer<Project>(projectEntity),
  },
  'dashboard-service/get-project-counts': {
    input: noInput,
    access: access.dashboard.projects,
    output: projectCountsAnswer,
  },
  ...twoFactorCalls,
  ...taxonomyCalls,
  ...contentCalls,
  ...cdnCalls,
  ...reportCalls,
  ...sessionCalls,
  ...exportCalls,
  ...viewCalls,
  ...trashCalls,
  ...searchCalls,
  ...apiTokenCalls,
} as const satisfies Record<string, CallDefinition>;

export type CallPath = keyof typeof calls;
export type CallInput<P extends CallPath> = z.input<(typeof calls)[P]['input']>;
export type CallParsed<P extends CallPath> = z.output<(typeof calls)[P]['input']>;
export type CallOutput<P extends CallPath> = z.output<(typeof calls)[P]['output']>;
export type { PermissionName };

/** Whether a session viewing as another user may make this call: reads, and the way out. */
export const isAllowedWhileViewingAs = (path: CallPath) =>
  isReadingCall(path) || (calls[path] as CallDefinition).isAllowedWhileViewingAs === true;
