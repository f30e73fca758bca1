import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pretendWideScreen } from '@/testing/screen-width';
import { renderApp } from '@/testing/test-utils';

function storedNavLayout(): unknown {
  return JSON.parse(window.localStorage.getItem('navLayout') ?? 'null');
}

afterEach(() => vi.unstubAllGlobals());

describe('sidebar on a small screen', () => {
  it('is a drawer behind a menu button, closed at first', () => {
    renderApp('/');
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  // The drawer's code loads on first open, so the menu appears once it has arrived.
  it('remembers the open drawer under navLayout', async () => {
    const { user, unmount } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(storedNavLayout()).toEqual({ drawerOpen: true });
    unmount();

    renderApp('/');
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('opens from the keyboard, takes the focus into the menu and gives it back when closed with Escape', async () => {
    const { user } = renderApp('/');
    const button = screen.getByRole('button', { name: 'Open menu' });
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('navigation', { name: 'Main' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement),
    );
    expect(within(menu).getByRole('link', { name: 'Upcoming' })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('remembers a drawer closed with Escape', async () => {
    window.localStorage.setItem('navLayout', JSON.stringify({ drawerOpen: true }));
    const { user } = renderApp('/');
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(storedNavLayout()).toEqual({ drawerOpen: false }));
  });

  it('closes after a menu choice', async () => {
    const { user, router } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('link', { name: 'Login' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(storedNavLayout()).toEqual({ drawerOpen: false });
  });

  it('ignores a stored value of the wrong shape', () => {
    window.localStorage.setItem('navLayout', '"open"');
    renderApp('/');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('sidebar on a wide screen', () => {
  it('is a permanent pane with no menu button', () => {
    pretendWideScreen();
    renderApp('/');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });
});

describe('keyboard', () => {
  it('offers a skip link to the page content first', async () => {
    const { user } = renderApp('/');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
