import {
  type Location,
  type NavigateFunction,
  type NavigationType,
  useLocation,
  useNavigate,
  useNavigationType,
} from 'react-router';

/** What a test reads of the router it rendered: where the app is, how it got there, and a way to move it. */
export interface TestRouter {
  state: { location: Location; historyAction: NavigationType };
  navigate: NavigateFunction;
}

/** Keeps `router` up to date with the MemoryRouter it renders in (test-utils.tsx). */
export function RouterProbe({ router }: { router: TestRouter }) {
  router.state = { location: useLocation(), historyAction: useNavigationType() };
  router.navigate = useNavigate();
  return null;
}
