// The type of what the console reads from a schema (lenient.ts): every field that is not
// essential may be null; arrays hold readable rows only.
import type * as z from 'zod';
import type { EssentialMark } from '../schemas/reading.ts';

type Field<S> = S extends EssentialMark ? Read<S> : Read<S> | null;

export type Read<S> =
  S extends z.ZodNullable<infer I>
    ? Read<I> | null
    : S extends z.ZodOptional<infer I>
      ? Read<I> | null
      : S extends z.ZodObject<infer Shape>
        ? { -readonly [K in keyof Shape]: Field<Shape[K]> }
        : S extends z.ZodArray<infer E>
          ? Read<E>[]
          : S extends z.ZodDiscriminatedUnion<infer Options>
            ? Read<Options[number]>
            : z.output<S>;

/** A list call's answer: its rows (never null), and how many rows could not be read. */
export type ReadList<S, K extends string> = Omit<Read<S>, K> & {
  [P in K]: S extends z.ZodObject<infer Shape>
    ? P extends keyof Shape
      ? Shape[P] extends z.ZodArray<infer E>
        ? Read<E>[]
        : never
      : never
    : never;
} & { skippedRows: number };
