// The browser's storage, or null where there is none (the HTTP mock's Node host, a browser that
// refuses storage access and throws on reading `localStorage`).
export function webStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof globalThis[kind] === 'undefined' ? null : globalThis[kind];
  } catch {
    return null;
  }
}
