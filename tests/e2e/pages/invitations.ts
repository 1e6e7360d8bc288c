// Members join their group the way a real group lets them in: with an invitation code its
// overseer or an admin made. The specs' sign-ups ask the e2e admin (over the API, in a request
// context of its own) for one code per group, once per worker, and give it when signing up.
import { expect, request, test } from '@playwright/test';
import { ENV_ADMIN } from './admin.ts';
import { API_HEADERS } from '../api-headers.ts';

const codes = new Map<number, Promise<string>>();

async function makeCode(groupNumber: number): Promise<string> {
  // The server of the running test's project (playwright.config.ts).
  const api = await request.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: API_HEADERS });
  try {
    const graphql = async (query: string, variables: Record<string, unknown>) =>
      (await api.post('/graphql', { data: { query, variables } })).json();
    const signedIn = await graphql('mutation ($input: AdminLoginInput!) { adminLogin(input: $input) { __typename } }', { input: ENV_ADMIN });
    expect(signedIn.data.adminLogin.__typename).toBe('AdminSignedIn');
    const made = await graphql(
      'mutation ($input: GroupChoiceInput!) { createGroupInvitation(input: $input) { __typename ... on GroupInvitationCreated { code } } }',
      // The group as GraphQL names it (the REST sign-up keeps the number).
      { input: { groupNumber: groupNumber === 9 ? 'FAMILY_AND_FRIENDS' : `GROUP_${groupNumber}` } },
    );
    expect(made.data.createGroupInvitation.__typename, JSON.stringify(made)).toBe('GroupInvitationCreated');
    return made.data.createGroupInvitation.code as string;
  } finally {
    await api.dispose();
  }
}

/** An invitation code of group 1–9 (undefined for group 0, which needs none). */
export function groupInvitationCode(groupNumber: number): Promise<string | undefined> {
  if (!(groupNumber >= 1 && groupNumber <= 9)) return Promise.resolve(undefined);
  let code = codes.get(groupNumber);
  if (!code) {
    code = makeCode(groupNumber);
    codes.set(groupNumber, code);
  }
  return code;
}

/** The group number of a service-group option as the sign-up form lists it. */
export function groupNumberOfLabel(label: string): number {
  if (/Family and Friends/i.test(label)) return 9;
  return Number(/(\d)/.exec(label)?.[1] ?? 0);
}
