/// <reference types="vite/client" />
// The server's messages in the member's language (docs/product/languages.md): every message the
// modules write has its text in every other language's catalogue, and a failure is answered in
// the language the request names (the device's language cookie, else Accept-Language), else English.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LANGUAGE_COOKIE, LANGUAGES } from '@ministry/shared/languages.ts';
import { MESSAGES as ERROR_MESSAGES } from '../../api/src/lib/errors.ts';
import { CATALOGUES, inMemberLanguage, SHAPES } from '../../api/src/lib/server-words.ts';
import { tooLong } from '../../api/src/lib/text.ts';
import { KINDS } from '../../api/src/modules/sync/kinds.ts';
import { MESSAGES as ACCOUNT_MESSAGES } from '../../api/src/modules/accounts/inputs.ts';
import { MESSAGES as DATE_MESSAGES } from '../../api/src/modules/common/schema.ts';
import { MESSAGES as CHECK_IN_MESSAGES } from '../../api/src/modules/check-ins/inputs.ts';
import { MESSAGES as CONTACT_MESSAGES } from '../../api/src/modules/contacts/inputs.ts';
import { MESSAGES as EXPERIENCE_MESSAGES } from '../../api/src/modules/experiences/index.ts';
import { MESSAGES as GPS_MESSAGES } from '../../api/src/modules/gps/inputs.ts';
import { MESSAGES as MUSIC_MESSAGES } from '../../api/src/modules/music/inputs.ts';
import { createTestApp, signedInMember, type TestApp } from './harness.ts';

/** The exports of every file of the server's code. */
const MODULES = import.meta.glob(['../../api/src/{modules,access,lib}/**/*.ts', '!**/*.test.ts', '!**/test-helpers.ts', '!**/*.fixture.ts'], { eager: true });

/**
 * Every string of every `…MESSAGES` object the server's code exports, with the template of each
 * message made with values (`worded`). A message made by a plain function is listed under
 * `unworded`: its text could not be found in a catalogue.
 */
const unworded: string[] = [];
function modulesMessages(): Map<string, string> {
  const found = new Map<string, string>();
  for (const [file, exports] of Object.entries(MODULES)) {
    for (const [name, value] of Object.entries(exports as Record<string, unknown>)) {
      if (!/MESSAGES$/.test(name)) continue;
      const walk = (v: unknown, path: string) => {
        if (typeof v === 'string') found.set(v, `${file.replace('../../', '')} ${path}`);
        else if (typeof v === 'function') {
          if ('template' in v && typeof v.template === 'string') found.set(v.template, `${file.replace('../../', '')} ${path}`);
          else unworded.push(`${file.replace('../../', '')} ${path}`);
        } else if (v && typeof v === 'object') for (const [key, inner] of Object.entries(v)) walk(inner, `${path}.${key}`);
      };
      walk(value, name);
    }
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\w+\}\}/g)].map((m) => m[0]).sort();

describe('the catalogues', () => {
  const written = modulesMessages();

  test('the modules write messages to translate, each with values made from a template', () => {
    expect(written.size).toBeGreaterThan(200);
    expect(unworded).toEqual([]);
  });

  test.each(Object.keys(CATALOGUES))('%s has every message the modules write, every shape, and nothing else', (language) => {
    const catalogue = CATALOGUES[language as keyof typeof CATALOGUES];
    const missing = [...written].filter(([text]) => !catalogue.messages[text]?.trim()).map(([text, where]) => `${where}: ${text}`);
    expect(missing).toEqual([]);
    expect(Object.keys(catalogue.messages).filter((text) => !written.has(text))).toEqual([]);
    expect(Object.keys(catalogue.patterns).sort()).toEqual([...SHAPES].sort());
    for (const [shape, text] of Object.entries(catalogue.patterns)) expect(placeholders(text), `${language}: ${shape}`).toEqual(placeholders(shape));
    for (const [english, text] of Object.entries(catalogue.messages)) expect(placeholders(text), `${language}: ${english}`).toEqual(placeholders(english));
  });

  test('every language names the same fields', () => {
    const [first, ...rest] = Object.values(CATALOGUES).map((c) => Object.keys(c.labels).sort());
    for (const labels of rest) expect(labels).toEqual(first);
  });

  test('a message is written in the language asked for, a shape with its field named in it, and an unknown one as it is', () => {
    expect(inMemberLanguage(EXPERIENCE_MESSAGES.notFound, 'es')).toBe(CATALOGUES.es.messages[EXPERIENCE_MESSAGES.notFound]);
    expect(inMemberLanguage(EXPERIENCE_MESSAGES.notFound, 'en')).toBe(EXPERIENCE_MESSAGES.notFound);
    expect(inMemberLanguage(EXPERIENCE_MESSAGES.notFound, 'ar-XB')).toBe(EXPERIENCE_MESSAGES.notFound);
    const long = inMemberLanguage(tooLong('Title', 200), 'fr');
    expect(long).toContain('200');
    expect(long).toContain(CATALOGUES.fr.labels.Title!);
    expect(long).not.toContain('must be');
    expect(inMemberLanguage('Something only a test says', 'pt')).toBe('Something only a test says');
  });

  test('the losing words of a conflict are kept under the member’s words, the fields named as their forms name them', () => {
    const keep = KINDS.territory.keepInRecord!;
    const loser = { name: 'North side', notes: 'Dog at 14' };
    const winner = { name: 'Riverside', notes: 'Dog at 14' };
    expect(keep(loser, winner, 'es')).toEqual({ notes: 'Dog at 14\n\nCopia en conflicto: Nombre del territorio: North side' });
    expect(keep(loser, winner, 'en')).toEqual({ notes: 'Dog at 14\n\nConflict copy: Territory name: North side' });
    expect(KINDS.serviceEntry.keepInRecord!({ minutes: 90, note: '' }, { minutes: 120, note: '' }, 'fr')).toEqual({ note: 'Copie en conflit : Minutes: 90' });
  });

  test('a message made with values is written in the language asked for, with the same values', () => {
    expect(inMemberLanguage(CHECK_IN_MESSAGES.takenBy('Ana Lima'), 'fr')).toBe('Ana Lima a déjà pris en charge ce suivi de sécurité');
    expect(inMemberLanguage(CHECK_IN_MESSAGES.takenBy('Ana Lima'), 'en')).toBe('Ana Lima has already taken this check-in');
    // Two values, each carried to its own place.
    const quota = inMemberLanguage(MUSIC_MESSAGES.quota(500 * 1024 * 1024, 498.5 * 1024 * 1024), 'es');
    expect(quota).toBe('No queda espacio suficiente: sus cánticos pueden ocupar 500 MB en total y ya se usan 498.5 MB');
    // A field's name is written as the language names it.
    expect(inMemberLanguage(GPS_MESSAGES.number('Speed'), 'pt')).toBe('Velocidade precisa ser um número');
    expect(inMemberLanguage(CONTACT_MESSAGES.notFound('hlc'), 'ar')).toBe('لم يُعثر على جهة اتصال HLC');
  });
});

describe('the pushes’ and reminders’ words', () => {
  /** Every `TEXTS` table of the server's code (lib/in-language.ts), by its file. */
  const tables = Object.entries(MODULES).flatMap(([file, exports]) =>
    Object.entries(exports as Record<string, unknown>)
      .filter(([name]) => /TEXTS$/.test(name))
      .map(([name, table]) => [`${file.replace('../../', '')} ${name}`, table as Record<string, Record<string, unknown>>] as const),
  );

  test('the modules that push write their words in tables', () => {
    expect(tables.map(([where]) => where)).toEqual(
      expect.arrayContaining([
        'api/src/modules/push/service.ts TEXTS',
        'api/src/modules/check-ins/notify.ts TEXTS',
        'api/src/modules/report/reminders.ts TEXTS',
        'api/src/modules/return-visits/reminders.ts TEXTS',
        'api/src/modules/return-visits/handover-push.ts TEXTS',
      ]),
    );
  });

  // A language added to shared/src/languages.ts without its words here would read English in
  // every push: each table names every language the app speaks, each with every text English has.
  test.each(tables)('%s has every language the app speaks, each with every text', (_where, table) => {
    expect(Object.keys(table).sort()).toEqual(LANGUAGES.map((l) => l.server).sort());
    const texts = Object.keys(table.english!).sort();
    for (const { server } of LANGUAGES) expect(Object.keys(table[server] ?? {}).sort(), server).toEqual(texts);
  });
});

describe('answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const CREATE = /* GraphQL */ `
    mutation ($input: CreateExperienceInput!) {
      createExperience(input: $input) {
        __typename
        ... on Error { message }
        ... on ValidationError { fields { path message } }
      }
    }
  `;
  const APPLY = /* GraphQL */ `
    mutation ($input: ApplyChangesInput!) {
      applyChanges(input: $input) { ... on ChangesApplied { outcomes { status message } } }
    }
  `;

  const UPDATE_PREFERENCES = /* GraphQL */ `
    mutation ($input: UpdatePreferencesInput!) {
      updatePreferences(input: $input) { __typename ... on Error { message } }
    }
  `;

  test('a refusal no form names is in the member’s language too: a sign-in asked for, a setting refused', async () => {
    // A visitor's request is asked to sign in, in the browser's language.
    const visitor = await t.app.fetch(new Request('http://localhost/api/user/current', { headers: { 'accept-language': 'pt-BR,pt;q=0.9' } }));
    expect(visitor.status).toBe(401);
    expect(((await visitor.json()) as { message: string }).message).toBe('Entre na sua conta para continuar');
    expect(inMemberLanguage(ERROR_MESSAGES.signIn, 'pt')).toBe('Entre na sua conta para continuar');

    const { client } = await signedInMember(t);
    client.cookie = `${client.cookie}; ${LANGUAGE_COOKIE}=ar`;
    const refused = await client.graphql(UPDATE_PREFERENCES, { input: { theme: 'blue' } });
    expect(refused.data.updatePreferences).toEqual({ __typename: 'ValidationError', message: 'يجب أن يكون المظهر فاتحًا أو داكنًا' });
    expect(inMemberLanguage(ACCOUNT_MESSAGES.theme, 'ar')).toBe(refused.data.updatePreferences.message);
  });

  test('an error outside the typed answers (sign in first, a date that is none) is in the request’s language, with its code kept', async () => {
    const ask = async (query: string, headers: Record<string, string>) => {
      const answer = await t.app.fetch(
        new Request('http://localhost/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-mc-csrf': '1', ...headers },
          body: JSON.stringify({ query }),
        }),
      );
      return ((await answer.json()) as { errors: { message: string; extensions?: { code?: string } }[] }).errors[0]!;
    };
    const protectedQuery = '{ node(id: "Tm90ZToxMjM=") { id } }';
    expect(await ask(protectedQuery, { 'accept-language': 'fr-FR,fr;q=0.9' })).toMatchObject({
      message: CATALOGUES.fr.messages[ERROR_MESSAGES.signIn],
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect((await ask(protectedQuery, { cookie: `${LANGUAGE_COOKIE}=ar`, 'accept-language': 'fr' })).message).toBe(CATALOGUES.ar.messages[ERROR_MESSAGES.signIn]);
    expect((await ask(protectedQuery, {})).message).toBe(ERROR_MESSAGES.signIn);
    // Refused while the document is checked, before any resolver runs.
    const { client } = await signedInMember(t);
    const badDate = await ask(
      'mutation { applyChanges(input: { changes: [{ clientId: "d-1", type: note, action: create, fields: "{}", madeAt: "not a date" }] }) { __typename } }',
      { cookie: client.cookie, 'accept-language': 'pt-BR' },
    );
    expect(badDate.message).toContain(CATALOGUES.pt.messages[DATE_MESSAGES.invalidDateTime]);
  });

  test('a refusal is written in the device’s language, else the browser’s, else English', async () => {
    const { client } = await signedInMember(t);
    const blank = { title: ' ', content: 'x', shareWith: 'all', isShared: false, image: null };

    const english = await client.graphql(CREATE, { input: blank });
    expect(english.data.createExperience.message).toBe(EXPERIENCE_MESSAGES.required);

    const fromBrowser = await t.app.fetch(
      new Request('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-mc-csrf': '1', cookie: client.cookie, 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' },
        body: JSON.stringify({ query: CREATE, variables: { input: blank } }),
      }),
    );
    const french = (await fromBrowser.json()) as { data: { createExperience: { message: string; fields: { message: string }[] } } };
    expect(french.data.createExperience.message).toBe(CATALOGUES.fr.messages[EXPERIENCE_MESSAGES.required]);
    expect(french.data.createExperience.fields.map((f) => f.message)).toContain(CATALOGUES.fr.messages[EXPERIENCE_MESSAGES.required]);

    // The device's choice wins over the browser's.
    client.cookie = `${client.cookie}; ${LANGUAGE_COOKIE}=es`;
    const spanish = await client.graphql(CREATE, { input: blank });
    expect(spanish.data.createExperience.message).toBe(CATALOGUES.es.messages[EXPERIENCE_MESSAGES.required]);

    // A write the outbox delivers and the server refuses tells the member why, in their language.
    const refused = await client.graphql(APPLY, {
      input: { changes: [{ clientId: 'words-1', type: 'experience', action: 'create', fields: JSON.stringify({ title: '', content: 'x' }) }] },
    });
    expect(refused.data.applyChanges.outcomes[0]).toEqual({ status: 'refused', message: CATALOGUES.es.messages[EXPERIENCE_MESSAGES.required] });

    // The REST routes (a song's upload reads its refusal from one) answer in it too.
    const rest = await t.app.fetch(new Request('http://localhost/api/ministry-experiences/999999', { method: 'DELETE', headers: { 'x-mc-csrf': '1', cookie: client.cookie } }));
    expect(rest.status).toBe(404);
    expect(((await rest.json()) as { message: string }).message).toBe(CATALOGUES.es.messages[EXPERIENCE_MESSAGES.notFound]);
  });
});
