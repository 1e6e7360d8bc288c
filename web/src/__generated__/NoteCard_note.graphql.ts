/**
 * @generated SignedSource<<90a887cff970a2dadbe6e332b6e0bdb8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type NoteCategory = "ASSEMBLY" | "BIBLE_STUDY" | "GENERAL" | "HLC" | "MEETING" | "MINISTRY_CONDUCTOR_IDEAS" | "PVG" | "RETURN_VISIT" | "TERRITORY";
import { FragmentRefs } from "relay-runtime";
export type NoteCard_note$data = {
  readonly address: string | null | undefined;
  readonly category: NoteCategory;
  readonly clientId: string | null | undefined;
  readonly content: string;
  readonly createdAt: any;
  readonly householderName: string | null | undefined;
  readonly id: string;
  readonly literatureLeft: string | null | undefined;
  readonly timeContacted: string | null | undefined;
  readonly title: string;
  readonly " $fragmentSpreads": FragmentRefs<"NoteEditor_note">;
  readonly " $fragmentType": "NoteCard_note";
};
export type NoteCard_note$key = {
  readonly " $data"?: NoteCard_note$data;
  readonly " $fragmentSpreads": FragmentRefs<"NoteCard_note">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NoteCard_note",
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
      "name": "content",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "category",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "householderName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "address",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "timeContacted",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "literatureLeft",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "NoteEditor_note"
    }
  ],
  "type": "Note",
  "abstractKey": null
};

(node as any).hash = "e3559370c6aa02cf6c27a965de27278c";

export default node;
