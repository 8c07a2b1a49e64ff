// The part of React Router the three apps use. federation-shared.mjs shares THIS module as the
// 'react-router-dom' singleton: a shared module keeps every export it has, so sharing the whole
// package would ship all of React Router (server rendering, framework mode) to every page.
// Using another name from 'react-router-dom' means adding it here (ESLint enforces the list).
// Tests import what else they need (BrowserRouter, createMemoryRouter) from the whole package.
export {
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  redirect,
  Route,
  RouterProvider,
  Routes,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
