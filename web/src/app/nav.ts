// The navigation of spec 01 section 2.2: the header links, the bottom bar, and every page's label.
export interface NavLink {
  to: string;
  label: string;
}

export const HEADER_LINKS: NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/favorites', label: 'My Favorites' },
  { to: '/map', label: 'GPS Tracking' },
  { to: '/notes', label: 'Notes' },
  { to: '/weather', label: 'Weather' },
  { to: '/scriptures', label: 'Scriptures' },
  { to: '/videos', label: 'Videos' },
  { to: '/voice-transcriber', label: 'Voice Transcriber' },
];

export const ORGANISATION_SITE = { href: 'https://www.jw.org', label: 'JW.org' };

export const BOTTOM_LINKS: NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/favorites', label: 'Favorites' },
  { to: '/map', label: 'GPS' },
  { to: '/notes', label: 'Notes' },
  { to: '/scriptures', label: 'Scripture' },
  { to: '/videos', label: 'Videos' },
];

/** Every route of spec 01 section 2.1 with its page title. */
export const PAGE_TITLES: Record<string, string> = {
  '/': 'Home',
  '/favorites': 'My Favorite Kingdom Songs',
  '/notes': 'Personal Notes',
  '/scriptures': 'Bible Verses',
  '/scriptures-simple': 'Bible Verses',
  '/scriptures-explained': 'Scriptures Explained',
  '/videos': 'Ministry Videos',
  '/voice-transcriber': 'Voice Transcriber',
  '/map': 'GPS Location Tracker',
  '/openstreetmap': 'Street and Satellite Map Tracker',
  '/gps-enhanced': 'Enhanced GPS Tracking',
  '/weather': 'Weather for Leland, NC - Ministry Work',
  '/jw-org': 'JW.org',
  '/territories': 'My Assigned Territories',
  '/calendar': 'My Calendar',
  '/convention-notes': 'Regional Convention Notes',
  '/ai-assistant': 'Ministry AI Assistant',
  '/service-group': 'Service Group',
  '/shepherding-call': 'Shepherding Call',
  '/ministry-experiences': 'Ministry Experiences',
  '/hlc': 'HLC Contacts',
  '/pvg': 'PVG Contacts',
  '/ministry-conductor': 'Ministry Ideas',
  '/admin-activity': 'User Activity Dashboard',
};

export function pageLabel(pathname: string): string {
  return HEADER_LINKS.find((l) => l.to === pathname)?.label ?? PAGE_TITLES[pathname] ?? 'Menu';
}

export const SERVICE_GROUPS = Array.from({ length: 10 }, (_, n) => ({
  id: String(n),
  label: groupLabel(n),
}));

export function groupLabel(n: number): string {
  if (n === 0) return 'No service group (another congregation)';
  if (n === 9) return 'Family and Friends';
  return `Service Group ${n}`;
}
