import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import { Link as RouterLink, type To } from 'react-router';

export type LinkProps = Omit<MuiLinkProps, 'href'> & { to: To; replace?: boolean };

/** An in-app link: MUI's look, React Router's navigation. Build `to` from config/paths.ts. */
export function Link({ to, replace, ...props }: LinkProps) {
  return <MuiLink component={RouterLink} to={to} replace={replace} {...props} />;
}
