/**
 * @generated SignedSource<<8fb4933ebe49550e8b5d72364b1e25dc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IdeaCard_note$data = {
  readonly content: string;
  readonly createdAt: any;
  readonly id: string;
  readonly title: string;
  readonly " $fragmentSpreads": FragmentRefs<"IdeaForm_note">;
  readonly " $fragmentType": "IdeaCard_note";
};
export type IdeaCard_note$key = {
  readonly " $data"?: IdeaCard_note$data;
  readonly " $fragmentSpreads": FragmentRefs<"IdeaCard_note">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IdeaCard_note",
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
      "name": "createdAt",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "IdeaForm_note"
    }
  ],
  "type": "Note",
  "abstractKey": null
};

(node as any).hash = "4d53d6a3a8356bf9a2414c6f289a1440";

export default node;
