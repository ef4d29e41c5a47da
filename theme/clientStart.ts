// Runs once in the browser before hydration: behaviour attached by delegation rather than by
// hydrating components (copy buttons on every code block cost nothing until clicked).
import type { SiteData } from '../src/shared/types.js';
import { installCodeBlockBehaviour } from './markdown/codeBlockBehaviour.js';

export default function clientStart(_site: SiteData): void {
  installCodeBlockBehaviour(document);
}
