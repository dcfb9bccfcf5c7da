/**
 * What the apps share under the name `react-router-dom` (issue 13). A shared module is
 * bundled whole, because the host cannot know which of its exports a remote will use: the
 * whole package is 56 KiB of the launch pad's first load, these exports about 15 KiB. So
 * the shared map provides this module in its place (see shared-dependencies.ts), built
 * from `react-router` (which `react-router-dom` re-exports), tree-shaken to what we use.
 *
 * An app that needs another export adds it here, and the shell is rebuilt with it before a
 * remote that uses it is deployed; `tools/router-exports.test.ts` fails until it is listed.
 */
export {
  HashRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useInRouterContext,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
