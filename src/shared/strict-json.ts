// The one reader of JSON files a person hands the console or its tools (licence files, the client
// software's request and return files): what JSON.parse takes, minus what it would take silently.
// Too large is refused before any parsing; a byte-order mark (Windows editors write one) is
// accepted; a member named twice is refused (JSON.parse keeps the last, a signature checker may
// have read the first); nesting deeper than the format could need is refused.

export interface JsonLimits {
  /** The largest file, in UTF-8 bytes. */
  maxBytes: number;
  /** The deepest nesting of objects and arrays (a top-level object is 1). */
  maxDepth: number;
}

export type JsonRefusal =
  | { problem: 'too-large'; maxBytes: number }
  | { problem: 'too-deep'; maxDepth: number }
  | { problem: 'not-json' }
  | { problem: 'duplicate-key'; key: string };

export type StrictJson = { ok: true; value: unknown } | ({ ok: false } & JsonRefusal);

const BOM = '\uFEFF';

/** The UTF-8 length of `text`, or more than `max` without encoding a text that is surely longer. */
function utf8LengthUpTo(text: string, max: number): number {
  // A UTF-16 code unit never takes fewer than one UTF-8 byte.
  return text.length > max ? text.length : new TextEncoder().encode(text).length;
}

export function readStrictJson(text: string, limits: JsonLimits): StrictJson {
  if (utf8LengthUpTo(text, limits.maxBytes) > limits.maxBytes)
    return { ok: false, problem: 'too-large', maxBytes: limits.maxBytes };
  const body = text.startsWith(BOM) ? text.slice(1) : text;
  const shape = scan(body, limits.maxDepth);
  if (shape.tooDeep) return { ok: false, problem: 'too-deep', maxDepth: limits.maxDepth };
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return { ok: false, problem: 'not-json' };
  }
  if (shape.duplicate !== null) return { ok: false, problem: 'duplicate-key', key: shape.duplicate };
  return { ok: true, value };
}

/**
 * One pass over the text, strings skipped whole: the depth of its brackets (stopping as soon as
 * it passes `maxDepth`) and the first key an object names twice, compared as JSON decodes them.
 */
function scan(text: string, maxDepth: number): { tooDeep: boolean; duplicate: string | null } {
  // Per open bracket: the keys of an object so far, or null for an array.
  const open: (Set<string> | null)[] = [];
  let expectKey = false;
  let duplicate: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      let end = i + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      const keys = open.at(-1);
      if (keys && expectKey && duplicate === null) {
        const key = decoded(text.slice(i, end + 1));
        if (key !== null && keys.has(key)) duplicate = key;
        else if (key !== null) keys.add(key);
      }
      expectKey = false;
      i = end;
    } else if (c === '{' || c === '[') {
      open.push(c === '{' ? new Set() : null);
      if (open.length > maxDepth) return { tooDeep: true, duplicate };
      expectKey = c === '{';
    } else if (c === '}' || c === ']') {
      open.pop();
      expectKey = false;
    } else if (c === ',') {
      expectKey = open.at(-1) instanceof Set;
    }
  }
  return { tooDeep: false, duplicate };
}

/** A string token's value ("\u0061" and "a" are the same key), or null when it is not valid JSON. */
function decoded(token: string): string | null {
  try {
    return JSON.parse(token) as string;
  } catch {
    return null;
  }
}
