import { expect, it } from 'vitest';
import { z } from 'zod';
import { validate, validateWithoutCompiling } from './validate.ts';

it('makes zod build and run object rules without compiling code, which a Content-Security-Policy refuses', () => {
  let compiled = 0;
  const original = globalThis.Function;
  globalThis.Function = new Proxy(original, {
    construct(target, args) {
      compiled += 1;
      return Reflect.construct(target, args);
    },
  });
  try {
    const rule = () => z.strictObject({ name: z.string(), size: z.number() });
    // zod compiles an object rule on its first runs: that is what a browser must not do.
    for (let run = 0; run < 3; run += 1) validate(rule(), { name: 'a', size: 1 });
    expect(compiled).toBeGreaterThan(0);

    compiled = 0;
    validateWithoutCompiling();
    const jitless = rule();
    for (let run = 0; run < 3; run += 1) expect(validate(jitless, { name: 'a', size: 1 }).ok).toBe(true);
    expect(validate(jitless, { name: 'a', size: 'big' }).ok).toBe(false);
    expect(compiled).toBe(0);
  } finally {
    globalThis.Function = original;
  }
});
