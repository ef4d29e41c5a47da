import { expect, it } from 'vitest';
import * as theme from '../../../../theme/markdown/index.js';

it('exposes exactly the public API of the markdown theme', () => {
  expect(Object.keys(theme).sort()).toEqual([
    'Details',
    'DocCardList',
    'MdContent',
    'Mermaid',
    'TabItem',
    'Tabs',
    'defaultMdComponents',
    'installCodeBlockBehaviour',
    'installScrollableRegions',
  ]);
});
