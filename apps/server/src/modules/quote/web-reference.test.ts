import { describe, expect, it } from 'vitest';
import { newWebReference } from './web-reference.ts';

describe('newWebReference', () => {
  it('is three groups of five digits separated by hyphens (§5.2)', () => {
    for (let i = 0; i < 200; i += 1) expect(newWebReference()).toMatch(/^\d{5}-\d{5}-\d{5}$/);
  });

  it('does not repeat across many draws', () => {
    const drawn = new Set(Array.from({ length: 10_000 }, newWebReference));
    expect(drawn.size).toBe(10_000);
  });
});
