// A custom navbar item type (themeComponents 'navbarItem:custom-…') gets its item's fields as
// props, as Docusaurus passes them: `{ type: 'custom-status', label: 'Status' }` with a component
// rendering `{props.label} OK` showed just "OK".
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { navbarItemTypes } from 'virtual:folio/registry';
import { NavbarItem } from '../../../../theme/Navbar/NavbarItem.js';

afterEach(() => {
  delete navbarItemTypes['custom-status'];
});

describe('a custom navbar item', () => {
  it("receives the item's fields as props, beside item, mobile and onNavigate", () => {
    let received: Record<string, unknown> = {};
    navbarItemTypes['custom-status'] = (props: Record<string, unknown>) => {
      received = props;
      return <span>{String(props.label)} OK</span>;
    };
    const item = { type: 'custom-status', label: 'Status', position: 'left' as const };
    const onNavigate = () => undefined;
    expect(renderToString(<NavbarItem item={item} mobile onNavigate={onNavigate} />)).toBe('<span>Status<!-- --> OK</span>');
    expect(received).toEqual({ type: 'custom-status', label: 'Status', position: 'left', item, mobile: true, onNavigate });
  });
});
