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
});
