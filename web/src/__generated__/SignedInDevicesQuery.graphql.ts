/**
 * @generated SignedSource<<c4aa902a9a3e641da6c34e4f524436a8>>
 * @relayHash eb18e53cab3440ea21129212fc7f1be6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 62a105173bced432021b5ffdcb50960a6f1ee96e2ebe96c827fb3c4168b98bd7

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SignedInDevicesQuery$variables = Record<PropertyKey, never>;
export type SignedInDevicesQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"SignedInDevices_viewer">;
  } | null | undefined;
};
export type SignedInDevicesQuery = {
  response: SignedInDevicesQuery$data;
  variables: SignedInDevicesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SignedInDevicesQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SignedInDevices_viewer"
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
    "name": "SignedInDevicesQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Session",
            "kind": "LinkedField",
            "name": "sessions",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "device",
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
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastSeenAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "current",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "62a105173bced432021b5ffdcb50960a6f1ee96e2ebe96c827fb3c4168b98bd7",
    "metadata": {},
    "name": "SignedInDevicesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a9af5d9cf7300e1c02f95148f02d916c";

export default node;
