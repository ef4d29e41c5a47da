import { Link } from '../src/client/Link.js';

export default function NotFound() {
  return (
    <main className="container page-padding not-found">
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for.</p>
      <p>
        The link you followed may be broken, or the page may have moved. Try the <Link to="/">home page</Link>, the{' '}
        <Link to="/docs">documentation</Link> or the <Link to="/search">search</Link>.
      </p>
    </main>
  );
}
