// One toast service for every screen (docs/product.md §9): bottom left, at most 3 visible,
// auto-hide 5 s (6 s inside the admin screens, see NotifyArea).
import { createContext, useCallback, useContext, useMemo, useRef, type ReactNode } from 'react';
import { Toast, type ToastMessage } from 'primereact/toast';
import { TOAST_LIFE_MS, TOAST_MAX_VISIBLE, TOAST_POSITION } from '../../../shared/constants.ts';
import { common } from '../../../shared/messages/common.ts';

type Severity = 'success' | 'info' | 'warn' | 'error';
type Push = (severity: Severity, detail: string, summary: string | undefined, life: number) => void;

const PushContext = createContext<Push | null>(null);
const LifeContext = createContext<number>(TOAST_LIFE_MS);

const SUMMARY: Record<Severity, string> = {
  success: common.success,
  info: common.info,
  warn: common.warning,
  error: common.error,
};

export function NotifyProvider({ children }: { children: ReactNode }) {
  const toast = useRef<Toast>(null);
  const visible = useRef<ToastMessage[]>([]);

  const push = useCallback<Push>((severity, detail, summary, life) => {
    // At most TOAST_MAX_VISIBLE at once: the oldest gives way.
    while (visible.current.length >= TOAST_MAX_VISIBLE) {
      const oldest = visible.current.shift();
      if (oldest) toast.current?.remove(oldest);
    }
    const message: ToastMessage = { severity, summary: summary ?? SUMMARY[severity], detail, life };
    visible.current.push(message);
    toast.current?.show(message);
  }, []);

  const onRemove = useCallback((message: ToastMessage) => {
    visible.current = visible.current.filter((m) => m !== message);
  }, []);

  return (
    <PushContext.Provider value={push}>
      {children}
      <Toast ref={toast} position={TOAST_POSITION} onRemove={onRemove} />
    </PushContext.Provider>
  );
}

/** Screens inside this area (the admin screens) keep their toasts for `life` ms. */
export function NotifyArea({ life, children }: { life: number; children: ReactNode }) {
  return <LifeContext.Provider value={life}>{children}</LifeContext.Provider>;
}

/** A toast of each severity: the detail, and a summary other than the severity's name. */
export type Notify = Record<Severity, (detail: string, summary?: string) => void>;

export function useNotify(): Notify {
  const push = useContext(PushContext);
  const life = useContext(LifeContext);
  if (!push) throw new Error('useNotify needs <NotifyProvider>');
  return useMemo(
    () => ({
      success: (d, s) => push('success', d, s, life),
      info: (d, s) => push('info', d, s, life),
      warn: (d, s) => push('warn', d, s, life),
      error: (d, s) => push('error', d, s, life),
    }),
    [push, life],
  );
}
