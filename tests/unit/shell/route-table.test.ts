import { describe, expect, it } from 'vitest';
import {
  ADMIN_MENU,
  isCurrent,
  menuFor,
  PERSONAL_MENU,
  ROUTES,
  screenAt,
  type MenuItem,
} from '../../../src/screens/shell/route-table.ts';

// The route table of docs/product.md §2, `{id}` written as wouter's `:id`.
const SPEC_ROUTES = [
  '/login',
  '/',
  '/dashboard',
  '/licenses',
  '/licenses/create',
  '/devices',
  // Beyond the product's routes: the audit log, the licence policies and the usage report (extensions);
  // ライセンス一括発行 and ユーザー一括登録.
  '/licenses/import',
  '/users/import',
  '/audit-log',
  '/reports/usage',
  '/license-policies',
  '/users',
  '/users/create',
  '/users/:id/edit',
  '/my-application',
  '/applications',
  '/applications/create-from-product',
  '/applications/:id',
  '/owner-settings',
  '/mypage',
  '/my-licenses',
  '/my-devices',
];

// docs/product.md §2, Layout: the two menus, in order (label, path).
const SPEC_ADMIN_MENU = [
  ['ダッシュボード', '/'],
  ['ライセンス管理', '/licenses'],
  ['ライセンスポリシー', '/license-policies'],
  ['ユーザー管理', '/users'],
  ['マイアプリケーション', '/applications'],
  ['オーナー設定', '/owner-settings'],
  ['デバイス管理', '/devices'],
  ['操作履歴', '/audit-log'],
  ['利用状況レポート', '/reports/usage'],
];
const SPEC_PERSONAL_MENU = [
  ['ダッシュボード', '/'],
  ['マイページ', '/mypage'],
  ['マイライセンス', '/my-licenses'],
  ['マイデバイス', '/my-devices'],
];

const ADMIN_NOTIFY_LIFE_MS = 6000; // docs/product.md §9: 6 s in the admin screens

const paths = ROUTES.map((r) => r.path);
const screenRoutes = ROUTES.flatMap((r) => ('screen' in r && r.signedIn !== false ? [r] : []));
/** A concrete path the route answers (`:id` filled in). */
const example = (path: string) => path.replace(/:[^/]+/g, 'some-id');
/** Whether `pattern` (with `:param` segments) matches `path`, as the router does. */
const matches = (pattern: string, path: string) => new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`).test(path);
const labelsAndPaths = (menu: MenuItem[]) => menu.map((item) => [item.label, item.path]);
const currentItems = (menu: MenuItem[], location: string) =>
  menu.filter((item) => isCurrent(item, location)).map((item) => item.label);

describe('route table', () => {
  it('holds every route of docs/product.md §2 exactly once, and no other', () => {
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...SPEC_ROUTES].sort());
  });

  it('needs a signed-in user on every route but /login', () => {
    expect(ROUTES.filter((r) => r.signedIn === false).map((r) => r.path)).toEqual(['/login']);
  });

  it('gives every signed-in screen a lazily loaded chunk', () => {
    for (const route of screenRoutes) expect(typeof route.screen.preload, route.path).toBe('function');
  });

  it('redirects / to /dashboard and /applications/{id} to /applications, each to a screen of the table', () => {
    const redirects = ROUTES.flatMap((r) => ('redirect' in r ? [[r.path, r.redirect]] : []));
    expect(redirects).toEqual([
      ['/', '/dashboard'],
      ['/applications/:id', '/applications'],
    ]);
    for (const [from, to] of redirects) expect(screenAt(from!), from).toBe(screenAt(to!));
  });

  it('hides no route behind an earlier one (the first matching path wins)', () => {
    ROUTES.forEach((route, i) => {
      const first = ROUTES.find((r) => matches(r.path, example(route.path)));
      expect(first?.path, route.path).toBe(ROUTES[i]!.path);
    });
  });

  it('keeps notifications 6 s on the admin screens, the default elsewhere (docs/product.md §9)', () => {
    for (const route of screenRoutes) {
      const adminOnly = currentItems(PERSONAL_MENU, route.path).length === 0;
      expect(route.notifyLife === ADMIN_NOTIFY_LIFE_MS, route.path).toBe(adminOnly);
      if (!adminOnly) expect(route.notifyLife, route.path).toBeUndefined();
    }
  });
});

describe('menus read from the route table', () => {
  it('lists the admin menu and the other roles’ menu of docs/product.md §2, in order', () => {
    expect(labelsAndPaths(ADMIN_MENU)).toEqual(SPEC_ADMIN_MENU);
    expect(labelsAndPaths(PERSONAL_MENU)).toEqual(SPEC_PERSONAL_MENU);
    expect(menuFor(true)).toBe(ADMIN_MENU);
    expect(menuFor(false)).toBe(PERSONAL_MENU);
  });

  it('points every entry at a route of the table that opens a screen', () => {
    for (const item of [...ADMIN_MENU, ...PERSONAL_MENU]) {
      expect(paths, item.path).toContain(item.path);
      expect(screenAt(item.path), item.path).toBeDefined();
      for (const also of item.alsoCurrentUnder ?? []) expect(paths, also).toContain(also);
    }
  });

  it('marks one entry current on every screen, never two in one menu', () => {
    for (const route of screenRoutes) {
      const location = example(route.path);
      const admin = currentItems(ADMIN_MENU, location);
      const personal = currentItems(PERSONAL_MENU, location);
      expect(admin.length + personal.length, location).toBeGreaterThan(0);
      expect(admin.length, location).toBeLessThanOrEqual(1);
      expect(personal.length, location).toBeLessThanOrEqual(1);
    }
    expect(currentItems(ADMIN_MENU, '/users/42/edit')).toEqual(['ユーザー管理']);
    expect(currentItems(ADMIN_MENU, '/my-application')).toEqual(['マイアプリケーション']);
    expect(currentItems(ADMIN_MENU, '/applications/create-from-product')).toEqual(['マイアプリケーション']);
    expect(currentItems(ADMIN_MENU, '/dashboard')).toEqual(['ダッシュボード']);
    expect(currentItems(PERSONAL_MENU, '/dashboard')).toEqual(['ダッシュボード']);
    expect(currentItems(PERSONAL_MENU, '/licenses')).toEqual([]);
  });
});
