// `@docusaurus/router`: the react-router 5 API Docusaurus pages use, over Folio's react-router 6.
import { matchPath, Navigate, useLocation, useNavigate } from 'react-router-dom';

export { matchPath, useLocation };

/** `history.push(to)`, `history.replace(to)`, `history.goBack()`, `history.location`. */
export function useHistory() {
  const navigate = useNavigate();
  const location = useLocation();
  return {
    location,
    push: (to: string) => navigate(to),
    replace: (to: string) => navigate(to, { replace: true }),
    go: (delta: number) => navigate(delta),
    goBack: () => navigate(-1),
    goForward: () => navigate(1),
  };
}

/** `<Redirect to="/docs/intro" />`: replaces the address, as react-router 5's did. */
export function Redirect({ to }: { to: string }) {
  return <Navigate to={to} replace />;
}
