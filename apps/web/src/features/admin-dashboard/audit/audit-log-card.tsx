import type { AuditLogMessage } from '@cj/shared/audit';
import { AUDIT_EVENT_TYPE_LABELS, AUDIT_EVENT_TYPE_VALUES, type AuditEventType } from '@cj/shared/enums';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AdminSection } from '@/components/admin/admin-section';
import { SearchField, SearchToggleButton, useCollapsibleSearch } from '@/components/admin/collapsible-search';
import { LoadMoreButton } from '@/components/admin/load-more-button';
import { StatusText } from '@/components/admin/status-text';
import { useAuditLog } from './api/get-audit-log';
import { auditTimeZone, formatAuditTime } from './audit-time';

/**
 * The Audit Log card: the messages of one event type (spec §3's nine, then the operator actions 10-17), newest
 * first, 50 at a time, with a collapsible search of their text and account e-mail. One select rather than chips:
 * seventeen types fit a phone only as a list. Times name the zone they are shown in.
 */
export function AuditLogCard() {
  const [eventType, setEventType] = useState<AuditEventType>(1);
  const search = useCollapsibleSearch();
  const log = useAuditLog(eventType, search.filter);
  const messages = log.data?.pages.flat();
  const timeZone = auditTimeZone();

  return (
    <AdminSection
      title="Audit Log"
      actions={<SearchToggleButton search={search} label="Search the audit log" />}
    >
      <TextField
        select
        label="Event type"
        value={eventType}
        onChange={(event) => setEventType(Number(event.target.value) as AuditEventType)}
        size="small"
        sx={{ mb: 2, minWidth: 240, maxWidth: '100%' }}
      >
        {AUDIT_EVENT_TYPE_VALUES.map((type) => (
          <MenuItem key={type} value={type}>
            {AUDIT_EVENT_TYPE_LABELS[type]}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        Times in your time zone, {timeZone}.
      </Typography>
      <SearchField search={search} label="Search messages or email" />
      {!messages ? (
        <StatusText>Loading log entries...</StatusText>
      ) : messages.length === 0 ? (
        <StatusText>No log entries.</StatusText>
      ) : (
        <List aria-label={`${AUDIT_EVENT_TYPE_LABELS[eventType]} log entries`} disablePadding>
          {messages.map((message) => (
            <AuditLogItem key={message.messageId} message={message} timeZone={timeZone} />
          ))}
        </List>
      )}
      <LoadMoreButton query={log} />
    </AdminSection>
  );
}

function AuditLogItem({ message, timeZone }: { message: AuditLogMessage; timeZone: string }) {
  const time = formatAuditTime(message.createdAt);
  return (
    <ListItem divider disableGutters>
      <ListItemText
        primary={message.content}
        secondary={
          <>
            <time dateTime={message.createdAt} title={`${time} (${timeZone})`}>
              {time}
            </time>
            {message.email ? ` · ${message.email}` : null}
          </>
        }
        slotProps={{
          primary: { sx: { overflowWrap: 'anywhere' } },
          secondary: { sx: { overflowWrap: 'anywhere' } },
        }}
      />
    </ListItem>
  );
}
