import { describe, expect, it } from 'vitest';
import { lineOfValue } from '../../../../src/node/content/lineOfValue.js';

describe('lineOfValue', () => {
  it('finds a value quoted in JSON or JS', () => {
    expect(lineOfValue('{\n  "docs": [\n    "intro",\n    "setup"\n  ]\n}', 'setup')).toBe(4);
    expect(lineOfValue("module.exports = {\n  docs: ['intro', 'setup'],\n};", 'setup')).toBe(2);
  });

  it('finds a plain YAML scalar, as a list item or a value', () => {
    expect(lineOfValue('docs:\n  - intro\n  - setup\n', 'setup')).toBe(3);
    expect(lineOfValue('docs:\n  - type: doc\n    id: setup\n', 'setup')).toBe(3);
  });

  it('does not take a longer id that contains the value for it', () => {
    expect(lineOfValue('["setup-advanced",\n "setup"]', 'setup')).toBe(2);
    expect(lineOfValue('["setup-advanced"]', 'setup')).toBeUndefined();
  });
});
