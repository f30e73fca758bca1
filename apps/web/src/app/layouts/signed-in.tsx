import { RequireAuth } from '../guards';

/** The pages of a signed-in account: a visitor goes to /login, and comes back after signing in. */
export default function SignedInPages() {
  return <RequireAuth />;
}
