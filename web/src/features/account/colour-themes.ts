// The setup guide's three colour themes: a primary and a secondary colour each.
export const COLOUR_THEMES = {
  orange: { primaryColor: '#ea580c', secondaryColor: '#fed7aa' },
  blue: { primaryColor: '#2563eb', secondaryColor: '#bfdbfe' },
  green: { primaryColor: '#16a34a', secondaryColor: '#bbf7d0' },
} as const;

export type ColourTheme = keyof typeof COLOUR_THEMES;
