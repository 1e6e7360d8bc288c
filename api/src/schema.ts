// The GraphQL schema: every module registers its types by import, then the builder prints it.
import { builder } from './builder.ts';
import './modules/common/schema.ts';
import './modules/accounts/schema.ts';
// feature modules (one line each):

export const schema = builder.toSchema({ sortSchema: true });
