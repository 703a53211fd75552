import { describe, expect, it } from 'vitest';
import { HOME_PATH, safeRedirect } from '../../../src/screens/shell/origin.ts';

describe('safeRedirect: only same-origin paths are followed after sign-in', () => {
  it.each(['/licenses', '/users?q=%E5%B1%B1', '/', '/devices/abc#x', '/a/b\\c'])('follows %s', (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each([
    ['a backslash after the slash', '/\\evil.example'],
    ['two slashes', '//evil.example'],
    ['a full URL', 'https://evil.example/'],
    ['a scheme', 'javascript:alert(1)'],
    ['a tab after the slash', '/\t/evil.example'],
    ['a newline inside', '/licenses\n/x'],
    ['a NUL', '/x\u0000'],
    ['DEL', '/x\u007f'],
    ['a relative path', 'licenses'],
    ['the login page itself', '/login?redirect=/users'],
    ['nothing', ''],
    ['null', null],
  ])('refuses %s and lands on the dashboard', (_what, value) => {
    expect(safeRedirect(value)).toBe(HOME_PATH);
  });
});
