/**
 * @generated SignedSource<<31aa60e13330a7b537c9fa312a4b91a2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DesignTab_viewer$data = {
  readonly appName: string;
  readonly backgroundImageUrl: string;
  readonly primaryColor: string;
  readonly secondaryColor: string;
  readonly " $fragmentType": "DesignTab_viewer";
};
export type DesignTab_viewer$key = {
  readonly " $data"?: DesignTab_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"DesignTab_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DesignTab_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "appName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "backgroundImageUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "primaryColor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "secondaryColor",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "f22928aaa560713861858b6c16d4aef5";

export default node;
