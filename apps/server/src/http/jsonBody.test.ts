import { globalMessage } from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { parseJsonBody } from './jsonBody.ts';

const refusal = (text: string) => {
  try {
    parseJsonBody(text);
  } catch (error) {
    return error instanceof AppError ? { status: error.statusCode, message: error.message } : error;
  }
  return 'parsed';
};

describe('parseJsonBody', () => {
  it('reads ordinary JSON, "constructor" and escapes included', () => {
    expect(parseJsonBody('{"a": [1, "x"], "b": null}')).toEqual({ a: [1, 'x'], b: null });
    expect(parseJsonBody('{"constructor": "Ann", "title": "caf\\u00e9"}')).toEqual({
      constructor: 'Ann',
      title: 'café',
    });
  });

  it('refuses "__proto__" anywhere, however written, and a constructor holding a prototype', () => {
    const refused = { status: 400, message: globalMessage.forbiddenJsonKey };
    expect(refusal('{"__proto__": {"isAdmin": true}}')).toEqual(refused);
    expect(refusal('{"a": [{"b": {"__proto__": 1}}]}')).toEqual(refused);
    expect(refusal('{"\\u005f\\u005fproto\\u005f\\u005f": {}}')).toEqual(refused);
    expect(refusal('{"constructor": {"prototype": {}}}')).toEqual(refused);
  });

  it('answers a body nested thousands deep, escapes and all, without running out of stack', () => {
    const deep = (inner: string) => `${'['.repeat(5000)}${inner}${']'.repeat(5000)}`;
    expect(refusal(deep('"\\u0041"'))).toBe('parsed');
    expect(refusal(deep('{"__proto__": 1}'))).toEqual({
      status: 400,
      message: globalMessage.forbiddenJsonKey,
    });
  });

  it('leaves malformed or empty JSON to the envelope’s "not valid JSON"', () => {
    expect(refusal('{"a": ')).toBeInstanceOf(SyntaxError);
    expect(refusal('')).toBeInstanceOf(SyntaxError);
  });
});
