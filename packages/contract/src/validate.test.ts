import { describe, expect, it } from 'vitest';
import { fieldMessage } from './messages.ts';
import { newProjectDefaults } from './project.ts';
import { createProjectInput } from './project-inputs.ts';
import { loadedDateTime } from './rules.ts';
import { changeMyPasswordInput, createUserInput, updateUserInput } from './user-inputs.ts';
import { validate } from './validate.ts';

const validUser = {
  username: 'anna2024',
  password: 'Secret123!',
  first_name: 'Anna',
  last_name: 'Berg',
  email: 'anna@example.com',
  status: 'ACTIVE',
  note: '',
  permissions: ['access_all_users'],
};

describe('validate', () => {
  it('answers the parsed value when every rule holds', () => {
    expect(validate(createUserInput, validUser)).toEqual({ ok: true, data: validUser });
  });

  it('lists every broken rule of a field once, base and scenario merged', () => {
    const result = validate(createUserInput, { ...validUser, username: `9${'a'.repeat(45)}` });
    expect(result).toEqual({
      ok: false,
      messages: { username: [fieldMessage.maxSymbols(45), fieldMessage.username] },
    });
  });

  it('says "is required" for a missing or empty field and nothing more about it', () => {
    const result = validate(createUserInput, { ...validUser, username: '', first_name: undefined });
    expect(result).toEqual({
      ok: false,
      messages: { username: [fieldMessage.required], first_name: [fieldMessage.required] },
    });
  });

  it('names an unknown field instead of ignoring it', () => {
    expect(validate(createUserInput, { ...validUser, role: 'admin' })).toEqual({
      ok: false,
      messages: { role: [fieldMessage.unknownField] },
    });
  });

  it('names an unknown field called like a member of every object (constructor, toString) as unknown too', () => {
    for (const key of ['constructor', 'toString', 'hasOwnProperty', '__defineGetter__', 'valueOf']) {
      const result = validate(changeMyPasswordInput, {
        oldPassword: 'x',
        password: 'Secret-1x',
        passwordRetype: 'Secret-1x',
        [key]: 1,
      });
      expect(result, key).toEqual({ ok: false, messages: { [key]: [fieldMessage.unknownField] } });
    }
  });
});

describe('user scenarios', () => {
  it('UPDATE leaves the password optional but still checks a given one', () => {
    const { password: _password, ...withoutPassword } = validUser;
    expect(validate(updateUserInput, { ...withoutPassword, id: 3 }).ok).toBe(true);
    expect(validate(updateUserInput, { ...withoutPassword, id: 3, password: 'weak' })).toEqual({
      ok: false,
      messages: { password: [fieldMessage.passwordStrength] },
    });
  });

  it('CHANGEPASS asks for the new password in its own words and a matching retype', () => {
    expect(validate(changeMyPasswordInput, { oldPassword: 'x', password: '', passwordRetype: '' })).toEqual({
      ok: false,
      messages: { password: [fieldMessage.newPasswordRequired], passwordRetype: [fieldMessage.required] },
    });
    const mismatch = validate(changeMyPasswordInput, {
      oldPassword: 'x',
      password: 'Secret123!',
      passwordRetype: 'Secret123?',
    });
    expect(mismatch).toEqual({ ok: false, messages: { passwordRetype: [fieldMessage.retypeMismatch] } });
  });

  it.each([
    ['Secret12!', true],
    ['Secre1!', false],
    ['secret123!', false],
    ['SECRET123!', false],
    ['Secretabc!', false],
    ['Secret1234', false],
  ])('password %s meets the strength rule: %s', (password, isStrong) => {
    expect(validate(createUserInput, { ...validUser, password }).ok).toBe(isStrong);
  });
});

describe('project', () => {
  const validProject = {
    ...newProjectDefaults,
    factor_id: 7,
    name: 'Games Hub',
    legal_name: 'Games Hub Ltd',
  };

  it('accepts the new-project defaults with the required fields filled', () => {
    expect(validate(createProjectInput, validProject).ok).toBe(true);
  });

  it.each(['c', 'co.uk', 'COM', 'abcdefghijk'])('refuses the tld %s', (tld) => {
    expect(validate(createProjectInput, { ...validProject, tld })).toEqual({
      ok: false,
      messages: { tld: [fieldMessage.tld] },
    });
  });

  it('takes a factor id typed as digits and refuses a fraction', () => {
    expect(validate(createProjectInput, { ...validProject, factor_id: '42' })).toMatchObject({
      ok: true,
      data: { factor_id: 42 },
    });
    expect(validate(createProjectInput, { ...validProject, factor_id: 1.5 })).toEqual({
      ok: false,
      messages: { factor_id: [fieldMessage.integer] },
    });
  });
});

describe('the version an edit was loaded at', () => {
  it('refuses a date-time of the right shape that names no moment', () => {
    const schema = loadedDateTime();
    expect(validate(schema, '2026-11-26 09:10:48').ok).toBe(true);
    for (const text of ['2026-13-45 99:99:99', '2026-02-30 10:00:00', '2026-11-26 24:00:00'])
      expect(validate(schema, text), text).toEqual({ ok: false, messages: { body: [fieldMessage.invalid] } });
  });
});
