import { describe, expect, it } from 'vitest';
import { unknownFields } from './request-validation.ts';

describe('unknownFields', () => {
  it('finds every field that parsing dropped, at any depth, with its path', () => {
    const sent = { a: 1, extra: 2, nested: { b: [{ c: 1, d: 2 }], e: { f: 1 } } };
    const kept = { a: 1, nested: { b: [{ c: 1 }], e: { f: 1 } } };
    expect(unknownFields(sent, kept, [])).toEqual([['extra'], ['nested', 'b', '0', 'd']]);
  });

  it('finds none when everything sent was kept, defaults added by parsing included', () => {
    expect(unknownFields({ a: [1, 2], b: null }, { a: [1, 2], b: null, c: 'default' }, [])).toEqual(
      [],
    );
  });
});
