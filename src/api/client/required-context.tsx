// A React context with no default value: what the app root provides once (the API client, the
// shell's actors). Reading it outside its provider is a wiring error, said at once by name.
import { createContext, useContext, type ReactNode } from 'react';

/** The provider (`value`) and the hook of a context that must be provided; the names go into the error. */
export function createRequiredContext<T>(providerName: string, hookName: string) {
  const Context = createContext<T | null>(null);
  Context.displayName = providerName;
  function Provider({ value, children }: { value: T; children: ReactNode }) {
    return <Context.Provider value={value}>{children}</Context.Provider>;
  }
  function useRequiredContext(): T {
    const value = useContext(Context);
    if (value === null) throw new Error(`${hookName} needs <${providerName}>`);
    return value;
  }
  return [Provider, useRequiredContext] as const;
}
