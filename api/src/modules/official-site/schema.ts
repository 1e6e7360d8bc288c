// The organisation's public site framed on /jw-org (docs/product/official-site.md): its address
// comes from the server's configuration (OFFICIAL_SITE_URL), read with the app settings together
// with whether the site allows being framed (framing.ts), and the same origin is the only frame source the
// Content-Security-Policy allows (lib/csp.ts).
import { builder } from '../../builder.ts';
import { AppSettingsRef } from '../settings/index.ts';
import { FRAMING, officialSiteFraming } from './framing.ts';

const OfficialSiteFramingEnum = builder.enumType('OfficialSiteFraming', {
  values: FRAMING,
  description: 'Whether the organisation’s site lets another site show it in a frame (UNKNOWN: it could not be asked)',
});

builder.objectField(AppSettingsRef, 'officialSiteUrl', (t) =>
  t.string({
    description: 'The organisation’s public site, shown framed on the official-site page',
    resolve: (_settings, _args, ctx) => ctx.config.officialSiteUrl,
  }),
);

builder.objectField(AppSettingsRef, 'officialSiteFraming', (t) =>
  t.field({
    type: OfficialSiteFramingEnum,
    description: 'Read from the site’s own headers, at most once an hour',
    resolve: (_settings, _args, ctx) => officialSiteFraming(ctx.config),
  }),
);
