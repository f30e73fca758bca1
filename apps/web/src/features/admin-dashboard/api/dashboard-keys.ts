/** Query keys of the admin dashboard's figures. */
export const dashboardKeys = {
  all: ['admin-dashboard'] as const,
  figures: ['admin-dashboard', 'figures'] as const,
  contests: ['admin-dashboard', 'contests'] as const,
  signups: (days: number) => ['admin-dashboard', 'signups', days] as const,
};
