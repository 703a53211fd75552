import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screenAt } from '../../../src/screens/shell/route-table.ts';
import { disposeApps, renderApp } from '../../support/app.tsx';
import { signInAs } from '../../support/render.tsx';

afterEach(() => {
  disposeApps();
  vi.restoreAllMocks();
});

describe('side menu', () => {
  it('loads a screen’s code when the pointer or the focus reaches its link', async () => {
    await signInAs('admin');
    const { user } = renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'メインメニュー' });
    const licenses = vi.spyOn(screenAt('/licenses')!, 'preload');
    const devices = vi.spyOn(screenAt('/devices')!, 'preload');
    await user.hover(within(nav).getByRole('link', { name: 'ライセンス管理' }));
    expect(licenses).toHaveBeenCalled();
    expect(devices).not.toHaveBeenCalled();
    within(nav).getByRole('link', { name: 'デバイス管理' }).focus();
    expect(devices).toHaveBeenCalled();
  });
});
