/**
 * @generated SignedSource<<63e6419eeb3aa7501785ca62753c5fa2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ScriptureReferences_notes$data = ReadonlyArray<{
  readonly id: string;
  readonly scriptures: string | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "ScriptureReferences_notes";
}>;
export type ScriptureReferences_notes$key = ReadonlyArray<{
  readonly " $data"?: ScriptureReferences_notes$data;
  readonly " $fragmentSpreads": FragmentRefs<"ScriptureReferences_notes">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ScriptureReferences_notes",
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
      "name": "scriptures",
      "storageKey": null
    }
  ],
  "type": "ConventionNote",
  "abstractKey": null
};

(node as any).hash = "e020086ff8704ea42cc91b4981465b3b";

export default node;
