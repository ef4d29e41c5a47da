import { describe, expect, it } from 'vitest';
import { schemaKeysAt } from '../../../../src/node/config/schemaKeysAt.js';
import { siteConfigSchema } from '../../../../src/node/config/schema.js';

describe('schemaKeysAt', () => {
  it('lists the fields of the config and of nested objects behind defaults', () => {
    expect(schemaKeysAt(siteConfigSchema, [])).toEqual(expect.arrayContaining(['title', 'baseUrl', 'themeConfig', 'docs']));
    expect(schemaKeysAt(siteConfigSchema, ['themeConfig'])).toEqual(expect.arrayContaining(['navbar', 'footer', 'colorMode']));
  });

  it('steps into array elements by index', () => {
    expect(schemaKeysAt(siteConfigSchema, ['docs', 0])).toEqual(expect.arrayContaining(['id', 'path', 'routeBasePath']));
  });

  it('has no fields for a path that is no object', () => {
    expect(schemaKeysAt(siteConfigSchema, ['title'])).toEqual([]);
  });
});
