// The build's prerendered /login (scripts/prerender.ts, scripts/prerender/login-markup.tsx):
// the markup comes from the real login screen and is inert until the live page replaces it.
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { END_MARKER, RENDER_BLOCKING_LINK, withRootMarkup } from '../../../scripts/prerender.ts';
import { loginMarkup } from '../../../scripts/prerender/login-markup.tsx';
import { auth as t } from '../../../src/shared/messages/auth.ts';
import { common } from '../../../src/shared/messages/common.ts';

const BUILT = `<!DOCTYPE html><html lang=ja><link rel=stylesheet href=/app.css><title>t</title><body>
    <div id=root></div>
    <noscript>n</noscript>
    <script type=module src=/app.js></script>`;

function parsed(markup: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = markup;
  document.body.replaceChildren(box);
  return box;
}

describe('the prerendered login markup', () => {
  const markup = loginMarkup();
  afterEach(() => document.body.replaceChildren());

  it('is the login page: the heading, the labelled email and password fields, the login button', () => {
    const page = within(parsed(markup));
    expect(page.getByRole('heading', { level: 1, name: common.appTitle })).toBeInTheDocument();
    expect(page.getByLabelText(t.emailLabel)).toHaveAttribute('type', 'email');
    expect(page.getByLabelText(t.passwordLabel)).toHaveAttribute('type', 'password');
    expect(page.getByRole('button', { name: t.loginButton })).toHaveAttribute('type', 'submit');
  });

  it('is inert from its one <main> down, holds no script and no typed value', () => {
    const box = parsed(markup);
    const mains = box.querySelectorAll('main');
    expect(mains).toHaveLength(1);
    expect(mains[0]).toHaveClass('login-page');
    expect(mains[0]).toHaveAttribute('inert');
    expect(box.firstElementChild).toBe(mains[0]);
    expect(markup).not.toMatch(/<script/i);
    for (const input of box.querySelectorAll('input')) expect(input).toHaveValue('');
  });
});

describe('the prerendered page', () => {
  it('is the built page with the markup inside its empty root and the render-blocking link before <body>, every other byte the same', () => {
    const page = withRootMarkup(BUILT, '<main inert="">x</main>');
    expect(page).toBe(
      BUILT.replace('<body>', `${RENDER_BLOCKING_LINK}<body>`).replace(
        '<div id=root></div>',
        `<div id=root><main inert="">x</main>${END_MARKER}</div>`,
      ),
    );
    expect(withRootMarkup('<head></head><body><div id="root"></div></body>', 'm')).toBe(
      `<head>${RENDER_BLOCKING_LINK}</head><body><div id="root">m${END_MARKER}</div></body>`,
    );
  });

  it('blocks the first frame, from the head, until the last thing in #root is parsed', () => {
    const doc = new DOMParser().parseFromString(withRootMarkup(BUILT, '<main>m</main>'), 'text/html');
    const link = doc.head.querySelector('link[rel="expect"]');
    expect(link?.getAttribute('blocking')).toBe('render');
    const target = doc.querySelector(link!.getAttribute('href')!);
    expect(target?.parentElement?.id).toBe('root');
    expect(target?.parentElement?.lastElementChild).toBe(target);
  });

  it('refuses a page without exactly one empty root', () => {
    expect(() => withRootMarkup('<body><div id=app></div></body>', 'm')).toThrow(/found 0/);
    expect(() => withRootMarkup(withRootMarkup(BUILT, 'm'), 'm')).toThrow(/found 0/);
  });
});
