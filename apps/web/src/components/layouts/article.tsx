import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from '../ui/link';

/** A page of reading (rules, how to play): a readable measure, the title, then sections. */
export function Article({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="article" sx={{ maxWidth: 800 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 600, mb: 2 }}>
        {title}
      </Typography>
      {intro}
      {children}
    </Box>
  );
}

/**
 * A section that an address hash can reach (#id): it takes focus when reached, and keeps clear of the fixed app
 * bar on small screens when scrolled to.
 */
export function ArticleSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      sx={{ mt: 4, scrollMarginTop: { xs: 72, md: 16 }, '&:focus': { outline: 'none' } }}
    >
      <Typography
        id={`${id}-title`}
        component="h2"
        variant="h5"
        sx={{ fontWeight: 600, color: 'secondary.main', mb: 1.5 }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export interface TableOfContentsItem {
  href: string;
  label: string;
}

/** 'On this page': links to the page's sections. */
export function TableOfContents({ items }: { items: readonly TableOfContentsItem[] }) {
  return (
    <Paper component="nav" aria-label="On this page" variant="outlined" sx={{ p: 2, bgcolor: 'grey.100' }}>
      <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 600, mb: 0.5 }}>
        On this page
      </Typography>
      <List dense disablePadding sx={{ columns: { sm: 2 }, columnGap: 4 }}>
        {items.map((item) => (
          <ListItem key={item.href} disableGutters sx={{ py: 0.25, breakInside: 'avoid' }}>
            <Link to={item.href}>{item.label}</Link>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

/** Body text of an article. */
export function Paragraph({ children }: { children: ReactNode }) {
  return <Typography sx={{ mb: 1.5, lineHeight: 1.7 }}>{children}</Typography>;
}

/** A bulleted list of body text, of <Bullet> items. */
export function BulletList({ children }: { children: ReactNode }) {
  return (
    <Box component="ul" sx={{ pl: 3, my: 1.5 }}>
      {children}
    </Box>
  );
}

export function Bullet({ children }: { children: ReactNode }) {
  return (
    <Typography component="li" sx={{ mb: 1, lineHeight: 1.7 }}>
      {children}
    </Typography>
  );
}
