// The class names Infima's stylesheet (theme/markdown/infima.css) styles, apart from the rest of
// the markdown compiler: the render workers check React pages' markup for them too.

/**
 * The classes infima.css styles. `button`, `button--primary` and `button--lg` are not among them:
 * the theme's stylesheet has those on every page.
 */
const INFIMA_CLASS =
  /^(?:button--(?:secondary|success|info|warning|danger|outline|sm|block)|card(?:__(?:header|body|footer))?|row|col(?:--\d+)?|text--(?:center|left|right|justify|italic|normal|light|semibold|bold|uppercase|lowercase|capitalize|truncate|break|no-decoration|primary|success|info|warning|danger)|(?:margin|padding)(?:-(?:top|bottom|left|right|vert|horiz))?--(?:none|xs|sm|md|lg|xl)|(?:alert|badge)(?:--(?:primary|secondary|success|info|warning|danger))?|hero(?:--(?:primary|dark)|__(?:title|subtitle))?)$/;

/** Whether one of `classes` is a class infima.css styles. */
export function hasInfimaClass(classes: readonly string[]): boolean {
  return classes.some((name) => INFIMA_CLASS.test(name));
}
