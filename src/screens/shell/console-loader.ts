// The signed-in console as one lazily loaded chunk (see first-load-routes.tsx).
export const loadConsole = () => import('./console.tsx');

/** Starts downloading the signed-in console (a no-op once it is loaded). */
export function preloadConsole(): void {
  void loadConsole();
}
