// The field names the config schema accepts at a path, so an unknown field can be answered with
// the known one it most likely misspells.
import type { z } from 'zod';

/** Wrappers that hold another schema without changing which fields it accepts. */
const WRAPPERS = new Set(['default', 'prefault', 'optional', 'nullable', 'catch', 'readonly', 'pipe', 'lazy']);

type AnySchema = z.core.$ZodType;

function unwrap(schema: AnySchema | undefined): AnySchema | undefined {
  let current = schema;
  for (let depth = 0; current && WRAPPERS.has(current._zod.def.type) && depth < 20; depth++) {
    const def = current._zod.def as { innerType?: AnySchema; in?: AnySchema; getter?: () => AnySchema };
    current = def.innerType ?? def.in ?? def.getter?.();
  }
  return current;
}

/** Keys of the object schema at `path` (array indices step into elements); [] where it is no plain object. */
export function schemaKeysAt(schema: AnySchema, path: readonly PropertyKey[]): string[] {
  let current = unwrap(schema);
  for (const part of path) {
    const def = current?._zod.def as { type: string; shape?: Record<string, AnySchema>; element?: AnySchema } | undefined;
    if (def?.type === 'object' && typeof part === 'string') current = unwrap(def.shape![part]);
    else if (def?.type === 'array' && typeof part === 'number') current = unwrap(def.element);
    else return [];
  }
  const def = current?._zod.def as { type: string; shape?: Record<string, AnySchema> } | undefined;
  return def?.type === 'object' ? Object.keys(def.shape!) : [];
}
