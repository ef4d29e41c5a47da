// Prism's list of its components (prismjs/components.js): the languages it has, each with the
// aliases it registers. The highlighter loads from it; the config check names what it lacks.
import { createRequire } from 'node:module';

/** Prism's component list, as its loader (prismjs/dependencies.js) reads it. */
export interface PrismComponents {
  languages: Record<string, { alias?: string | string[] }>;
}

let components: PrismComponents | undefined;

/** The component list, read on first use. */
export function prismComponents(): PrismComponents {
  return (components ??= createRequire(import.meta.url)('prismjs/components.js') as PrismComponents);
}

/** The aliases Prism registers for the language `id` (`handlebars`: `hbs`, `mustache`); none for an unknown one. */
export function prismAliases(id: string): string[] {
  const alias = prismComponents().languages[id]?.alias;
  return alias === undefined ? [] : [alias].flat();
}

/** Whether Prism has a language component of this id (`meta` is the list's own entry). */
export function isPrismLanguage(id: string): boolean {
  return id !== 'meta' && Object.hasOwn(prismComponents().languages, id);
}
