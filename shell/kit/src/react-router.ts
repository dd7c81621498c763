/**
 * The part of react-router the platform provides to every slice. react-router is a shared
 * singleton (one router context on the page), and a shared library cannot be tree-shaken: the whole
 * package is about 60 kB gzip, this surface about 16 kB. Every slice's `import ... from 'react-router'`
 * resolves to this module at run time, so a slice may import only the names below; the test
 * "react-router surface" (shell/tools/router-surface.test.ts) fails the build of a slice that imports anything else.
 * To use another export, add it here (and rebuild the shell and the remotes).
 *
 * The request below is an alias of the package (ROUTER_PACKAGE_ALIAS, set by federationAliases() in
 * every slice's build): importing 'react-router' here would be answered with the shared
 * 'react-router', which is this very module.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigationType,
  useNavigate,
  useParams,
  useSearchParams,
} from 'launchops-react-router-package';
