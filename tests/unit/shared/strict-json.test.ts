// @vitest-environment node
// The strict JSON reader of licence, request and return files (src/shared/strict-json.ts): what
// JSON.parse takes, with a byte-order mark accepted, and refused when too large (before parsing),
// when an object names a member twice, or when nested deeper than the limit.
import { describe, expect, it } from 'vitest';
import { readStrictJson } from '../../../src/shared/strict-json.ts';

const limits = { maxBytes: 1024, maxDepth: 4 };
const read = (text: string) => readStrictJson(text, limits);

describe('readStrictJson', () => {
  it('reads JSON as JSON.parse does, with or without a byte-order mark', () => {
    expect(read('{"a":1,"b":[1,{"c":"}"}]}')).toEqual({ ok: true, value: { a: 1, b: [1, { c: '}' }] } });
    expect(read('\uFEFF{"maxActivations":3}')).toEqual({ ok: true, value: { maxActivations: 3 } });
    expect(read('"\\"{[,"')).toEqual({ ok: true, value: '"{[,' });
  });

  it('refuses a member named twice in one object, however it is spelt, at any depth', () => {
    expect(read('{"license":{"maxActivations":9999,"maxActivations":3}}')).toEqual({
      ok: false,
      problem: 'duplicate-key',
      key: 'maxActivations',
    });
    expect(read('{"a":1,"\\u0061":2}')).toMatchObject({ problem: 'duplicate-key', key: 'a' });
    expect(read('[{"k":1},{"k":2,"x":{"k":3},"k":4}]')).toMatchObject({ problem: 'duplicate-key', key: 'k' });
    // The same name in different objects, and as a value, is no duplicate.
    expect(read('{"k":"k","o":{"k":1},"a":[{"k":2},{"k":3}]}')).toMatchObject({ ok: true });
    expect(read('{"a":"x,\\"a\\":1"}')).toMatchObject({ ok: true });
  });

  it('refuses nesting deeper than the limit, before parsing', () => {
    expect(read('{"a":{"b":{"c":[1]}}}')).toMatchObject({ ok: true });
    expect(read('{"a":{"b":{"c":[[1]]}}}')).toEqual({ ok: false, problem: 'too-deep', maxDepth: 4 });
    // Not JSON either: refused for its depth, before JSON.parse could say so.
    expect(read(`${'['.repeat(500)}`)).toMatchObject({ problem: 'too-deep' });
  });

  it('refuses more bytes than the limit (UTF-8), before parsing', () => {
    expect(read(`"${'x'.repeat(1023)}"`)).toEqual({ ok: false, problem: 'too-large', maxBytes: 1024 });
    // 400 characters, 1,200 bytes; not JSON either: refused for its size first.
    expect(read(`"${'端'.repeat(400)}`)).toMatchObject({ problem: 'too-large' });
    expect(read(`"${'端'.repeat(300)}"`)).toMatchObject({ ok: true });
  });

  it('refuses what is not JSON', () => {
    expect(read('hello')).toEqual({ ok: false, problem: 'not-json' });
    expect(read('{"a":1')).toEqual({ ok: false, problem: 'not-json' });
    expect(read('')).toEqual({ ok: false, problem: 'not-json' });
    expect(read('\uFEFF\uFEFF{}')).toEqual({ ok: false, problem: 'not-json' });
  });
});
