import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compile, nodesToHtml } from './helpers.js';

const site = mkdtempSync(path.join(os.tmpdir(), 'folio-module-values-'));
afterAll(() => rmSync(site, { recursive: true, force: true }));
mkdirSync(path.join(site, 'core'), { recursive: true });
mkdirSync(path.join(site, 'docs'), { recursive: true });
// As React Native's website writes it: data beside a function, decided by where it runs.
writeFileSync(path.join(site, 'core/labels.ts'), "export const linux: string = 'Linux';\n");
writeFileSync(
  path.join(site, 'core/TabsConstants.js'),
  [
    "import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';",
    "import { linux } from './labels';",
    "const isMacOS = ExecutionEnvironment.canUseDOM ? navigator.platform.startsWith('Mac') : false;",
    "const oses = [{label: 'macOS', value: 'macos'}, {label: linux, value: 'linux'}];",
    "export const Badge = () => <b>badge</b>;",
    "export default { oses, defaultOs: isMacOS ? 'macos' : 'linux', getTabs: (tabs) => tabs.filter(Boolean) };",
  ].join('\n'),
);
writeFileSync(path.join(site, 'core/loops.js'), 'while (true) {}\nexport default { a: 1 };\n');
const page = { file: 'docs/page.mdx', absFile: path.join(site, 'docs/page.mdx'), siteDir: site, isMdx: true };

describe("data a module of the site's exports", () => {
  it('fills props and text, as the module gives it on the server, its own imports run too, and the page compiles again when one changes', () => {
    const output = compile(
      "import constants from '@site/core/TabsConstants';\nimport { linux } from '../core/labels';\n\n<Tabs groupId=\"os\" defaultValue={constants.defaultOs} values={constants.oses}>\n<TabItem value=\"macos\">Mac</TabItem>\n<TabItem value=\"linux\">Tux</TabItem>\n</Tabs>\n\nOn {linux}, {constants.oses.length} systems.\n",
      page,
    );
    expect(output.body[0]).toMatchObject({ t: 'Tabs', p: { groupId: 'os', defaultValue: 'linux', values: [{ label: 'macOS', value: 'macos' }, { label: 'Linux', value: 'linux' }] } });
    expect(nodesToHtml(output.body)).toContain('<p>On Linux, 2 systems.</p>');
    expect(output.warnings).toBeUndefined();
    expect(Object.keys(output.importedFiles ?? {}).sort()).toEqual([path.join(site, 'core/TabsConstants.js'), path.join(site, 'core/labels.ts')]);
  });

  it('is no value when it is a function, or the module does not finish: the prop stops the build as before', () => {
    expect(() => compile("import constants from '@site/core/TabsConstants';\n\n<Tabs values={constants.getTabs(['a'])}>\n<TabItem value=\"a\">A</TabItem>\n</Tabs>\n", page)).toThrow(/Cannot evaluate \{constants\.getTabs/);
    expect(() => compile("import loops from '@site/core/loops';\n\n<Tabs values={loops.a}>\n<TabItem value=\"a\">A</TabItem>\n</Tabs>\n", page)).toThrow(/Cannot evaluate \{loops\.a\}/);
  });
});
