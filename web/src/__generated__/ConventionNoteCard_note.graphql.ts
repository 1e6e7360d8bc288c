/**
 * @generated SignedSource<<80b036134ee4142fce2c5f0e8a1ae07d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConventionNoteCard_note$data = {
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

(node as any).hash = "1ce18a6c37e76da37a3eb97a129c5bc7";

export default node;
