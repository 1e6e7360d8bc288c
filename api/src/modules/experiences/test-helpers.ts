// Shared by the experience test files: the GraphQL operations, real image bytes, and requests
// the harness client does not make (GraphQL multipart, REST multipart).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Client, TestApp } from '../../../../tests/api/harness.ts';

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A PNG header followed by zeros, one byte over 10 MB. */
export function oversizedPng(): Buffer {
  const bytes = Buffer.alloc(10 * 1024 * 1024 + 1);
  PNG.copy(bytes);
  return bytes;
}
/** Text claiming to be a PNG. */
export const TEXT_AS_PNG = Buffer.from('This is a shopping list, not a picture.\n');

export interface Upload {
  bytes: Buffer;
  name: string;
  type: string;
}

export const EXPERIENCE_FIELDS = /* GraphQL */ `
  id userName groupNumber title content isShared sharedWithEveryone isMine likes likedByViewer
  imageUrl imageFilename imageOriginalName imageSize imageMimeType sharedAt createdAt updatedAt
`;

export const CREATE = /* GraphQL */ `
  mutation ($input: CreateExperienceInput!) {
    createExperience(input: $input) {
      __typename
      ... on ExperienceCreated { experience { ${EXPERIENCE_FIELDS} } }
      ... on Error { message }
      ... on ValidationError { fields { path message } }
    }
  }
`;
export const UPDATE = /* GraphQL */ `
  mutation ($input: UpdateExperienceInput!) {
    updateExperience(input: $input) {
      __typename
      ... on ExperienceUpdated { experience { ${EXPERIENCE_FIELDS} } }
      ... on Error { message }
      ... on ValidationError { fields { path message } }
    }
  }
`;
export const DELETE = /* GraphQL */ `
  mutation ($input: DeleteExperienceInput!) {
    deleteExperience(input: $input) {
      __typename
      ... on ExperienceDeleted { deletedId }
      ... on Error { message }
    }
  }
`;
export const SHARE = /* GraphQL */ `
  mutation ($input: ShareExperienceInput!) {
    shareExperience(input: $input) {
      __typename
      ... on ExperienceShared { experience { ${EXPERIENCE_FIELDS} } }
      ... on Error { message }
      ... on ValidationError { fields { path message } }
    }
  }
`;
export const LIKE = /* GraphQL */ `
  mutation ($input: LikeExperienceInput!) {
    likeExperience(input: $input) {
      __typename
      ... on ExperienceLiked { counted experience { id likes likedByViewer } }
      ... on Error { message }
    }
  }
`;
export const MINE = /* GraphQL */ `
  query ($first: Int, $after: String) {
    viewer {
      experiences(first: $first, after: $after) {
        totalCount
        pageInfo { hasNextPage endCursor }
        edges { node { ${EXPERIENCE_FIELDS} } }
      }
    }
  }
`;
export const SHARED = /* GraphQL */ `
  query ($first: Int, $after: String) {
    viewer {
      sharedExperiences(first: $first, after: $after) {
        totalCount
        pageInfo { hasNextPage endCursor }
        edges { node { ${EXPERIENCE_FIELDS} } }
      }
    }
  }
`;
export const NODE = /* GraphQL */ `
  query ($id: ID!) { node(id: $id) { id ... on MinistryExperience { title content } } }
`;

export const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

/**
 * A GraphQL multipart request (the spec graphql-yoga implements) with one file at input.image, sent
 * over real HTTP as a browser sends it: through the listener's upload limit, and without the
 * in-process Request whose multipart body takes far longer to parse as it grows.
 */
export async function graphqlWithFile(t: TestApp, client: Client, query: string, input: Record<string, unknown>, file: Upload) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { input: { ...input, image: null } } }));
  form.append('map', JSON.stringify({ 0: ['variables.input.image'] }));
  form.append('0', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  const response = await fetch(`${await t.base()}/graphql`, {
    method: 'POST',
    headers: { 'x-mc-csrf': '1', ...(client.cookie ? { cookie: client.cookie } : {}) },
    body: form,
  });
  return { status: response.status, ...((await response.json()) as { data?: any; errors?: any[] }) };
}

/** POST /api/ministry-experiences as the spec's client sends it: multipart form data. */
export async function restCreate(t: TestApp, client: Client, fields: Record<string, string>, file?: Upload) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('image', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  const response = await fetch(`${await t.base()}/api/ministry-experiences`, {
    method: 'POST',
    headers: client.cookie ? { cookie: client.cookie } : {},
    body: form,
  });
  return { status: response.status, body: (await response.json()) as any };
}

export async function getImage(t: TestApp, client: Client | null, path: string) {
  const response = await t.app.fetch(
    new Request(`http://localhost${path}`, { headers: client?.cookie ? { cookie: client.cookie } : {} }),
  );
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

export function storedImages(t: TestApp): string[] {
  const dir = join(t.app.deps.config.uploadDir, 'experiences');
  return existsSync(dir) ? readdirSync(dir) : [];
}
