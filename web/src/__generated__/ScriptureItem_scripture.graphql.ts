/**
 * @generated SignedSource<<f6403ee98f641fed95773b4b10a97cd1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ScriptureItem_scripture$data = {
  readonly favorite: boolean;
  readonly id: string;
  readonly notes: string | null | undefined;
  readonly reference: string;
  readonly text: string;
  readonly " $fragmentType": "ScriptureItem_scripture";
};
export type ScriptureItem_scripture$key = {
  readonly " $data"?: ScriptureItem_scripture$data;
  readonly " $fragmentSpreads": FragmentRefs<"ScriptureItem_scripture">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ScriptureItem_scripture",
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
      "name": "reference",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "text",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "favorite",
      "storageKey": null
    }
  ],
  "type": "Scripture",
  "abstractKey": null
};

(node as any).hash = "f14427777d8396167910f79cf775c2a2";

export default node;
