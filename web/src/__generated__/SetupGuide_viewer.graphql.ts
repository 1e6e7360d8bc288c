/**
 * @generated SignedSource<<f80d6ba2295cf9f15b4add97dd6d43f0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SetupGuide_viewer$data = {
  readonly appName: string;
  readonly setupCompleted: boolean;
  readonly username: string;
  readonly " $fragmentType": "SetupGuide_viewer";
};
export type SetupGuide_viewer$key = {
  readonly " $data"?: SetupGuide_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SetupGuide_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SetupGuide_viewer",
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
      "name": "appName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "setupCompleted",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "9ec175811537dca2adb09c87950bea3e";

export default node;
