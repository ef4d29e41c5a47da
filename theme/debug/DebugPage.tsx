import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../../src/client/Link.js';
import type { PageProps } from '../../src/client/pageProps.js';

interface DebugProps {
  title: string;
  description: string;
  links: { title: string; href: string }[];
  data?: unknown;
}

function JsonNode({ name, value, depth }: { name?: string; value: unknown; depth: number }) {
  const [open, setOpen] = useState(depth < 2);
  const label = name !== undefined ? <span className="json__key">{name}: </span> : null;
  if (value === null || typeof value !== 'object') {
    const text = JSON.stringify(value);
    return (
      <li>
        {label}
        <span className={`json__value json__value--${value === null ? 'null' : typeof value}`}>
          {/* A shared JSON file the data names (a version's doc list, a sidebar) opens as it is served. */}
          {typeof value === 'string' && /^\/(?:\S*\/)?__folio\/shared\/\S+\.json$/.test(value) ? <a href={value}>{text}</a> : text}
        </span>
      </li>
    );
  }
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
  return (
    <li>
      <button type="button" className="json__toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        {label}
        {Array.isArray(value) ? `Array(${entries.length})` : `{${entries.length}}`}
      </button>
      {open ? (
        <ul className="json__children">
          {entries.map(([key, child]) => (
            <JsonNode key={key} name={key} value={child} depth={depth + 1} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function RoutesTable({ routes }: { routes: { path: string; kind: string; exact: boolean; plugin?: string }[] }) {
  const [filter, setFilter] = useState('');
  const shown = routes.filter((route) => route.path.includes(filter) || route.kind.includes(filter));
  return (
    <>
      <label className="debug__filter">
        Filter <input type="search" value={filter} onChange={(event) => setFilter(event.target.value)} placeholder="/docs" />
      </label>
      <p>
        {shown.length} of {routes.length} routes
      </p>
      <table className="debug__routes">
        <thead>
          <tr>
            <th>Path</th>
            <th>Kind</th>
            <th>Exact</th>
            <th>Plugin</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((route) => (
            <tr key={route.path}>
              <td>
                <Link to={route.path} prefetch={false}>
                  {route.path}
                </Link>
              </td>
              <td>{route.kind}</td>
              <td>{route.exact ? 'yes' : 'no'}</td>
              <td>{route.plugin ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** One debug page: a menu of the others and a collapsible view of its data. */
export default function DebugPage({ page }: PageProps<DebugProps>) {
  const { pathname } = useLocation();
  const { title, description, links, data } = page.props;
  return (
    <main className="container page-padding debug">
      <nav className="debug__nav" aria-label="Debug pages">
        <Link to="/__docusaurus/debug">Debug</Link>
        {links.map((link) => (
          <Link key={link.href} to={link.href} aria-current={pathname === link.href ? 'page' : undefined}>
            {link.title}
          </Link>
        ))}
      </nav>
      <h1>{title}</h1>
      <p>{description}</p>
      {title === 'Routes' && Array.isArray(data) ? <RoutesTable routes={data as never} /> : null}
      {data !== undefined ? (
        <ul className="json">
          <JsonNode value={data} depth={0} />
        </ul>
      ) : null}
    </main>
  );
}
