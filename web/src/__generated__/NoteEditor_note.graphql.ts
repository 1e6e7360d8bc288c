/**
 * @generated SignedSource<<8409ee88b4a762e237f40ee035257856>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type NoteCategory = "ASSEMBLY" | "BIBLE_STUDY" | "GENERAL" | "HLC" | "MEETING" | "MINISTRY_CONDUCTOR_IDEAS" | "PVG" | "RETURN_VISIT" | "TERRITORY";
import { FragmentRefs } from "relay-runtime";
export type NoteEditor_note$data = {
  readonly address: string | null | undefined;
  readonly category: NoteCategory;
  readonly content: string;
  readonly householderName: string | null | undefined;
  readonly id: string;
  readonly literatureLeft: string | null | undefined;
  readonly timeContacted: string | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "NoteEditor_note";
};
export type NoteEditor_note$key = {
  readonly " $data"?: NoteEditor_note$data;
  readonly " $fragmentSpreads": FragmentRefs<"NoteEditor_note">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NoteEditor_note",
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
    }
  ],
  "type": "Note",
  "abstractKey": null
};

(node as any).hash = "72422a0d800b3fbe675c2885ca70531a";

export default node;
