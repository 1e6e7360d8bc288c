/**
 * @generated SignedSource<<1305b8f2b2411e1f18bffbe3d2eb22c0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConventionNoteCard_note$data = {
  readonly clientId: string | null | undefined;
  readonly content: string;
  readonly date: string;
  readonly id: string;
  readonly scriptures: string | null | undefined;
  readonly session: string;
  readonly speaker: string;
  readonly title: string;
  readonly " $fragmentType": "ConventionNoteCard_note";
};
export type ConventionNoteCard_note$key = {
  readonly " $data"?: ConventionNoteCard_note$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConventionNoteCard_note">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConventionNoteCard_note",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "clientId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "speaker",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "content",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scriptures",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "date",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "session",
      "storageKey": null
    }
  ],
  "type": "ConventionNote",
  "abstractKey": null
};

(node as any).hash = "8a520249b42eca7f49cd867ff672ef7f";

export default node;
