// The contexts the app root must provide (src/api/client/required-context.tsx): the value inside
// the provider, and a named error outside it rather than a null read later.
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createRequiredContext } from '../../../src/api/client/required-context.tsx';

const [NameProvider, useName] = createRequiredContext<string>('NameProvider', 'useName');
function Name() {
  return <span>{useName()}</span>;
}

describe('createRequiredContext', () => {
  it('gives the provided value', () => {
    expect(
      renderToString(
        <NameProvider value="管理者">
          <Name />
        </NameProvider>,
      ),
    ).toContain('管理者');
  });

  it('says which provider is missing', () => {
    expect(() => renderToString(<Name />)).toThrow('useName needs <NameProvider>');
  });
});
