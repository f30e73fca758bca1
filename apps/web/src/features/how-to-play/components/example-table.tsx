import { formatMoney } from '@cj/shared/rules/money';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ExampleRow } from './worked-examples';

interface ExampleTableProps {
  caption: string;
  rows: readonly ExampleRow[];
  /** Win Bankroll shows each stake; in Win contests every stake is the same $2. */
  showStake: boolean;
  totalLabel: string;
}

/** A mythical contest race by race: the play, what it returned, and the score after it. */
export function ExampleTable({ caption, rows, showStake, totalLabel }: ExampleTableProps) {
  return (
    <TableContainer sx={{ my: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table
        size="small"
        sx={{
          '& th, & td': { px: { xs: 1, sm: 2 } },
          '& caption': { captionSide: 'top' },
          '& tbody tr:last-of-type > *': { borderBottom: 0 },
        }}
      >
        <Typography
          component="caption"
          variant="body2"
          sx={{ textAlign: 'left', px: { xs: 1, sm: 2 }, color: 'text.secondary' }}
        >
          {caption}
        </Typography>
        <TableHead>
          <TableRow sx={{ bgcolor: 'grey.100' }}>
            <TableCell component="th" scope="col">
              Your play
            </TableCell>
            {showStake ? (
              <TableCell component="th" scope="col" align="right">
                Stake
              </TableCell>
            ) : null}
            <TableCell component="th" scope="col" align="right">
              Returns
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {totalLabel}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.race}>
              <TableCell component="th" scope="row">
                Race {row.race}: {row.runner}
                <Typography
                  component="span"
                  variant="body2"
                  sx={{ display: 'block', color: 'text.secondary' }}
                >
                  {row.payoffCents === null ? 'Lost' : `Won, paid ${formatMoney(row.payoffCents)}`}
                </Typography>
              </TableCell>
              {showStake ? <TableCell align="right">{formatMoney(row.stakeCents)}</TableCell> : null}
              <TableCell align="right">{formatMoney(row.returnCents)}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {formatMoney(row.totalCents)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
