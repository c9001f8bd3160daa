/** Access administration's URLs (roles and users by name) and its lists' URL parameters. */
export const accessPaths = {
  roles: () => '/access/roles',
  role: (name: string) => `/access/roles/${encodeURIComponent(name)}`,
  users: () => '/access/users',
  user: (name: string) => `/access/users/${encodeURIComponent(name)}`,
  vpcs: () => '/access/vpcs',
};

export const ROLE_LIST_PARAMS = { search: 'q', size: 'size' };
export const USER_LIST_PARAMS = { search: 'q', size: 'size' };
