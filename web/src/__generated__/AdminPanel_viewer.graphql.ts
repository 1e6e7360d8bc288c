/**
 * @generated SignedSource<<bba614f96a5924ab03ca11465e1eeee6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminPanel_viewer$data = {
  readonly isAdmin: boolean;
  readonly username: string;
  readonly " $fragmentType": "AdminPanel_viewer";
};
export type AdminPanel_viewer$key = {
  readonly " $data"?: AdminPanel_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminPanel_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminPanel_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "username",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isAdmin",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "faa3f6ffff195f7d344c1b34806f12d1";

export default node;
