/**
 * @generated SignedSource<<91ec2d5128382b3b78d2f97bb5de396c>>
 * @relayHash 30850b811dbab4db115ee94929f761ce
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 72cc5d008f4993645505a4b02ae0106a764d83e7926da7aa43ab935a6c95f107

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StartupNoticesQuery$variables = Record<PropertyKey, never>;
export type StartupNoticesQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly seenReleases: ReadonlyArray<string> | null | undefined;
    readonly setupCompleted: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"FirstLoginPrompt_viewer">;
  } | null | undefined;
};
export type StartupNoticesQuery = {
  response: StartupNoticesQuery$data;
  variables: StartupNoticesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "setupCompleted",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "seenReleases",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "StartupNoticesQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "FirstLoginPrompt_viewer"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "StartupNoticesQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isFirstLogin",
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
            "name": "primaryColor",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "secondaryColor",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "backgroundImageUrl",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "72cc5d008f4993645505a4b02ae0106a764d83e7926da7aa43ab935a6c95f107",
    "metadata": {},
    "name": "StartupNoticesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2b50f57c48e09ec505213ca7fe9cd596";

export default node;
