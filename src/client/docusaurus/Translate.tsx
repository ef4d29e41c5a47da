// `@docusaurus/Translate`: Folio builds one locale, so a translatable text is its message as written,
// with `{name}` placeholders filled from `values` (elements too: `values={{ link: <Link …/> }}`).
import { Fragment, type ReactNode } from 'react';

type Values = Record<string, ReactNode>;

/** `translate({ message: 'Hello {name}', id, description }, { name })`: a string, as in Docusaurus. */
export function translate({ message }: { message: string; id?: string; description?: string }, values: Values = {}): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** `<Translate id="home.hello" values={{ name }}>Hello {name}</Translate>`. */
export default function Translate({ children, values = {} }: { children: string; id?: string; description?: string; values?: Values }) {
  const parts = children.split(/(\{\w+\})/);
  return (
    <>
      {parts.map((part, index) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        return <Fragment key={index}>{name !== undefined && name in values ? values[name] : part}</Fragment>;
      })}
    </>
  );
}
