// The GraphQL schema: every module registers its types by import, then the builder prints it.
import { builder } from './builder.ts';
import './modules/common/schema.ts';
import './modules/accounts/schema.ts';
import './modules/accounts/membership-schema.ts';
// feature modules (one line each):
import './modules/experiences/schema.ts';
import './modules/sharing/schema.ts';
import './modules/shepherding/schema.ts';
import './modules/service-group/schema.ts';
import './modules/check-ins/schema.ts';
import './modules/push/schema.ts';
import './modules/calendar/schema.ts';
import './modules/contacts/schema.ts';
import './modules/sample-data/schema.ts';
import './modules/notes/schema.ts';
import './modules/scriptures/schema.ts';
import './modules/videos/schema.ts';
import './modules/gps/schema.ts';
import './modules/music/schema.ts';
import './modules/weather/schema.ts';
import './modules/official-site/schema.ts';
import './modules/convention-notes/schema.ts';
import './modules/feedback/schema.ts';
import './modules/sync/schema.ts';
import './modules/admin/schema.ts';
import './modules/audit/schema.ts';
import './modules/report/schema.ts';
import './modules/retention/schema.ts';
import './modules/return-visits/schema.ts';
import './modules/return-visits/handover-schema.ts';
import './modules/territories/schema.ts';
import './modules/transcripts/schema.ts';
import './modules/assistant/schema.ts';

export const schema = builder.toSchema({ sortSchema: true });
