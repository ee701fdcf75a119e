// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, withCompileHint } from './compile-hint.js';

describe('the compile hint', () => {
  it('puts the hint on the first line once', () => {
    expect(withCompileHint('const a=1;')).toBe(`${COMPILE_HINT}\nconst a=1;`);
    expect(withCompileHint(withCompileHint('x()'))).toBe(`${COMPILE_HINT}\nx()`);
  });
});
