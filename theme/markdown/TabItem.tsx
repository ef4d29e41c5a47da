import type { ReactNode } from 'react';

export interface TabItemProps {
  /** Identifies the tab within its `Tabs` (and across a `groupId`). */
  value: string;
  /** The tab's label; defaults to `value`. */
  label?: string;
  /** The tab shown first when neither `defaultValue`, the URL nor a stored choice says otherwise. */
  default?: boolean;
  className?: string;
  /** Extra attributes for the tab button (`{className: 'red'}`). */
  attributes?: Record<string, unknown>;
  children?: ReactNode;
  /** Set by `Tabs`. */
  hidden?: boolean;
  id?: string;
  'aria-labelledby'?: string;
}

export function TabItem({ children, hidden, className, id, 'aria-labelledby': labelledBy }: TabItemProps) {
  return (
    <div role="tabpanel" className={className ? `tab-panel ${className}` : 'tab-panel'} hidden={hidden} id={id} aria-labelledby={labelledBy}>
      {children}
    </div>
  );
}
