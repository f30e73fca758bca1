import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { createContext, useContext } from 'react';

/**
 * Whether the browser is likely on a wide screen, guessed by the server from the request (a phone says "Mobile"),
 * so the page it renders has the layout the browser will show: hydrating then changes nothing.
 */
export const WideScreenGuess = createContext(false);

/**
 * Whether the screen is wide (MUI's `md` breakpoint and up): the server's guess while the page hydrates, the
 * screen's own answer from then on.
 */
export function useWideScreen(): boolean {
  const theme = useTheme();
  const guess = useContext(WideScreenGuess);
  return useMediaQuery(theme.breakpoints.up('md'), { defaultMatches: guess });
}

/** The server's guess for a request: a phone's browser says "Mobile" in its User-Agent or its Sec-CH-UA-Mobile. */
export function guessWideScreen(headers: Headers): boolean {
  if (headers.get('sec-ch-ua-mobile') === '?1') return false;
  return !/Mobi|Android|iPhone|iPad/i.test(headers.get('user-agent') ?? '');
}
