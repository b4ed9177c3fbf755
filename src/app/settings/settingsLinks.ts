/** The other company settings screens, linked from /settings (each also has its own menu entry or route). */
export const SETTINGS_LINKS = [
  { to: '/settings/collaborator-lists', label: 'settings.collaboratorLists' },
  { to: '/levels', label: 'settings.levels' },
  { to: '/settings/covid', label: 'companyconfig.menu.covid' },
  { to: '/settings/notifications', label: 'companyconfig.menu.notifications' },
];
