// The navigation (docs/product/shell.md): every route with its page title, the links of the
// header, of its More menu and of the phone's bottom bar, and the service groups' labels. Labels
// are catalogue keys of the `shell` namespace, never English, so every language reads them.
import type { LucideIcon } from 'lucide-react';
import {
  BookOpen,
  BookOpenText,
  CalendarDays,
  ClipboardList,
  Cloud,
  Hand,
  HeartPulse,
  House,
  Lightbulb,
  Map as MapIcon,
  MapPin,
  MessageCircle,
  Mic,
  Music,
  NotebookPen,
  NotebookText,
  Play,
  Repeat,
  ShieldCheck,
  Sparkles,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { NavKey } from '../platform/nav-keys.ts';

export type { NavKey };


export interface NavLink {
  to: string;
  /** A key of `shell:nav`. */
  label: NavKey;
  icon: LucideIcon;
}

const link = (to: string, label: NavKey, icon: LucideIcon): NavLink => ({ to, label, icon });

/**
 * The header's links in the order of the original app. On a desktop as many as fit on one row are
 * shown and the rest go to the More menu; on a phone they are all in the page menu.
 */
export const HEADER_LINKS: NavLink[] = [
  link('/', 'home', House),
  link('/favorites', 'myFavorites', Music),
  link('/map', 'gpsTracking', MapPin),
  link('/notes', 'notes', NotebookPen),
  link('/weather', 'weather', Cloud),
  link('/scriptures', 'scriptures', BookOpen),
  link('/videos', 'videos', Play),
  link('/voice-transcriber', 'voiceTranscriber', Mic),
];

/** The other screens, always in the More menu (desktop) and the page menu (phone). */
export const MORE_LINKS: NavLink[] = [
  link('/calendar', 'calendar', CalendarDays),
  link('/report', 'report', ClipboardList),
  link('/service-group', 'serviceGroup', Users),
  link('/convention-notes', 'conventionNotes', NotebookText),
  link('/ministry-experiences', 'ministryExperiences', Sparkles),
  link('/shepherding-call', 'shepherdingCall', Hand),
  link('/hlc', 'hlc', HeartPulse),
  link('/pvg', 'pvg', ShieldCheck),
  link('/scriptures-explained', 'scripturesExplained', BookOpenText),
  link('/territories', 'territories', MapIcon),
  link('/return-visits', 'returnVisits', Repeat),
  link('/ai-assistant', 'aiAssistant', MessageCircle),
  link('/ministry-conductor', 'ideas', Lightbulb),
];

export const ORGANISATION_SITE = { href: 'https://www.jw.org', label: 'JW.org' };

/** Six items: their labels fit a 360 px phone in every language (tests/e2e/layout.spec.ts). */
export const BOTTOM_LINKS: NavLink[] = [
  link('/', 'home', House),
  link('/favorites', 'favorites', Music),
  link('/map', 'gps', MapPin),
  link('/notes', 'notes', NotebookPen),
  link('/scriptures', 'scripture', BookOpen),
  link('/videos', 'videos', Play),
];

/** Every route of the app → the key of its page title in `shell:pageTitle`. */
export const PAGE_TITLES = {
  '/': 'home',
  '/favorites': 'favorites',
  '/notes': 'notes',
  '/scriptures': 'scriptures',
  '/scriptures-simple': 'scriptures',
  '/scriptures-explained': 'scripturesExplained',
  '/videos': 'videos',
  '/voice-transcriber': 'voiceTranscriber',
  '/map': 'map',
  '/openstreetmap': 'openstreetmap',
  '/gps-enhanced': 'gpsEnhanced',
  '/weather': 'weather',
  '/jw-org': 'officialSite',
  '/territories': 'territories',
  '/return-visits': 'returnVisits',
  '/calendar': 'calendar',
  '/report': 'report',
  '/convention-notes': 'conventionNotes',
  '/ai-assistant': 'aiAssistant',
  '/service-group': 'serviceGroup',
  '/shepherding-call': 'shepherdingCall',
  '/ministry-experiences': 'ministryExperiences',
  '/hlc': 'hlc',
  '/pvg': 'pvg',
  '/ministry-conductor': 'ideas',
  '/admin-activity': 'adminActivity',
} as const;

export type PagePath = keyof typeof PAGE_TITLES;

/** The region the weather page is for (part of its title). */
export const WEATHER_REGION = 'Leland, NC';

const isPagePath = (path: string): path is PagePath => path in PAGE_TITLES;

/** The page title of a route, in the current language (undefined for an unknown path). */
export function usePageTitle(pathname: string): string | undefined {
  const { t } = useTranslation('shell');
  return isPagePath(pathname) ? t(`pageTitle.${PAGE_TITLES[pathname]}`, { region: WEATHER_REGION }) : undefined;
}

/** The short name of the current page for the phone's page menu. */
export function usePageLabel(pathname: string): string {
  const { t } = useTranslation('shell');
  const title = usePageTitle(pathname);
  const navLink = [...HEADER_LINKS, ...MORE_LINKS].find((l) => l.to === pathname);
  return navLink ? t(`nav.${navLink.label}`) : (title ?? t('nav.menu'));
}
