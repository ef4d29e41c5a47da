// gray-matter's parsers by language: its YAML one is js-yaml 3's safeLoad, which the front
// matter fast path (frontMatter.ts) calls directly to parse exactly as gray-matter does.
declare module 'gray-matter/lib/engines.js' {
  const engines: { yaml: { parse(text: string, options?: object): unknown } };
  export default engines;
}
