/**
 * @generated SignedSource<<024452886fd7326b99a33930b80809cd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IdeaForm_note$data = {
  readonly content: string;
  readonly id: string;
  readonly title: string;
  readonly " $fragmentType": "IdeaForm_note";
};
export type IdeaForm_note$key = {
  readonly " $data"?: IdeaForm_note$data;
  readonly " $fragmentSpreads": FragmentRefs<"IdeaForm_note">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IdeaForm_note",
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
    }
  ],
  "type": "Note",
  "abstractKey": null
};

(node as any).hash = "ba56a662aa2daec094d5e966a2028394";

export default node;
