import { describe, expect, it } from 'vitest';
import { reactPageLinks } from '../../../../src/node/plugins/reactPageLinks.js';

describe('reactPageLinks', () => {
  it('finds the string-literal to and href values of a React page with their lines', () => {
    const source = [
      "import { Link } from 'folio/client';",
      'export default function Home() {',
      '  const items = [{ label: "Blog", href: \'/blog\' }];',
      '  return (',
      '    <main>',
      '      <Link to="/docz">Docs</Link>',
      '      <a href={`/changelog`}>Changes</a>',
      '      <Link to={`/docs/${name}`}>made by an expression</Link>',
      '    </main>',
      '  );',
      '}',
    ].join('\n');
    expect(reactPageLinks(source)).toEqual([
      { url: '/blog', line: 3 },
      { url: '/docz', line: 6 },
      { url: '/changelog', line: 7 },
    ]);
  });

  it('lists a link also as a Link renders it below a base URL with trailing slashes, so the checker finds its line (review)', () => {
    const source = "export default () => (\n  <Link to=\"/docs/nope#part\">x</Link>\n);\nconst y = <a href=\"https://e.com/x\">e</a>;\n";
    expect(reactPageLinks(source, { baseUrl: '/base/', trailingSlash: true })).toEqual([
      { url: '/docs/nope#part', line: 2 },
      { url: '/base/docs/nope/#part', line: 2 },
      { url: 'https://e.com/x', line: 4 },
    ]);
    expect(reactPageLinks(source, { baseUrl: '/' })).toEqual([
      { url: '/docs/nope#part', line: 2 },
      { url: 'https://e.com/x', line: 4 },
    ]);
  });
});
