import { bannerText, fieldMessage } from '../../messages.ts';
import { access } from '../../permissions.ts';
import { emailPattern, type User, userLabels, userLimits, usernamePattern } from '../../user.ts';
import { defineEntity } from '../definition.ts';

export const userEntity = defineEntity<User, 'password'>()({
  name: 'user',
  label: 'User',
  pluralLabel: 'Users',
  route: '/users',
  lists: { export: 'users', view: 'users', file: 'users' },
  calls: {
    list: 'user-service/get-all-users',
    get: 'user-service/get-user',
    history: 'user-service/get-user-history',
    create: 'user-service/create-user',
    update: 'user-service/update-user',
  },
  access: access.users,
  wording: 'platform',
  versionedBy: 'update_datetime',
  labels: userLabels,
  fields: [
    {
      key: 'username',
      kind: 'text',
      max: userLimits.text,
      pattern: usernamePattern,
      patternMessage: fieldMessage.username,
      example: 'user{a}',
      required: true,
    },
    { key: 'password', kind: 'password', required: true },
    { key: 'first_name', kind: 'text', max: userLimits.text, required: true },
    { key: 'last_name', kind: 'text', max: userLimits.text, required: true },
    {
      key: 'email',
      kind: 'text',
      max: userLimits.text,
      pattern: emailPattern,
      patternMessage: fieldMessage.invalid,
      inputType: 'email',
      example: 'user{n}@example.com',
      required: true,
    },
    { key: 'status', kind: 'status', required: true },
    { key: 'note', kind: 'textarea', max: userLimits.note, required: false, width: 'full' },
    { key: 'permissions', kind: 'permissions', required: true, tab: 'permissions', width: 'full' },
  ],
  tabs: [{ value: 'permissions', label: 'Permissions' }],
  columns: [
    { key: 'id', kind: 'id' },
    { key: 'username' },
    { key: 'first_name' },
    { key: 'last_name' },
    { key: 'email' },
    { key: 'status', kind: 'status' },
    { key: 'creation_datetime', kind: 'date' },
    { key: 'update_datetime', kind: 'date' },
  ],
  recordedAlso: {
    'two-factor': { kind: 'value', label: 'Two-factor sign-in' },
    'api-token': { kind: 'value', label: 'API token' },
  },
  nameField: 'username',
  titles: { new: 'New user', view: 'View user', edit: 'Edit user' },
  addLabel: 'Add new user',
  texts: { notSaved: bannerText.userNotSaved, saved: bannerText.userSaved },
});
