import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { TabList } from '@/components/ui/tab-list';
import { useWideScreen } from '@/lib/wide-screen';

interface Section<V extends string> {
  value: V;
  label: string;
  content: ReactNode;
}

interface ResponsiveSectionsProps<V extends string> {
  sections: readonly Section<V>[];
  /** The tab shown on wide screens. */
  value: V;
  onChange: (value: V) => void;
  /** Accessible name of the tab list. */
  label: string;
}

/**
 * Lists that sit one under the other on small screens, each under its own heading, and become tabs on md and wider
 * screens (the spec's desktop/mobile switch).
 */
export function ResponsiveSections<V extends string>({
  sections,
  value,
  onChange,
  label,
}: ResponsiveSectionsProps<V>) {
  const isDesktop = useWideScreen();
  const id = useId();
  const tabId = (section: V) => `${id}-tab-${section}`;
  const panelId = (section: V) => `${id}-panel-${section}`;

  if (!isDesktop) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        {sections.map((section) => (
          <Box component="section" key={section.value} aria-labelledby={panelId(section.value)}>
            <Typography
              id={panelId(section.value)}
              component="h2"
              variant="h6"
              sx={{ fontWeight: 600, color: 'secondary.main', mb: 0.5 }}
            >
              {section.label}
            </Typography>
            {section.content}
          </Box>
        ))}
      </Box>
    );
  }

  const current = sections.find((section) => section.value === value) ?? sections[0];
  return (
    <Paper variant="outlined">
      <TabList
        tabs={sections.map((section) => ({
          value: section.value,
          label: section.label,
          id: tabId(section.value),
          panelId: panelId(section.value),
        }))}
        value={current?.value ?? value}
        onChange={onChange}
        label={label}
        sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
      />
      {current ? (
        <Box
          role="tabpanel"
          id={panelId(current.value)}
          aria-labelledby={tabId(current.value)}
          // Lists run edge to edge under the tabs; messages (empty, error) keep a margin.
          sx={{ px: 2, py: 1, '& > .MuiList-root': { mx: -2, my: -1 } }}
        >
          {current.content}
        </Box>
      ) : null}
    </Paper>
  );
}
