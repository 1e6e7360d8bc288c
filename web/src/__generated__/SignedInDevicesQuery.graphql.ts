/**
 * @generated SignedSource<<7d42b27e80d6aeaf45dac4c75cf42310>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "eb18e53cab3440ea21129212fc7f1be6",
    "id": null,
    "metadata": {},
    "name": "SignedInDevicesQuery",
    "operationKind": "query",
    "text": "query SignedInDevicesQuery {\n  viewer {\n    ...SignedInDevices_viewer\n    id\n  }\n}\n\nfragment SignedInDevices_viewer on User {\n  sessions {\n    id\n    device\n    createdAt\n    lastSeenAt\n    current\n  }\n}\n"
  }
};
})();

(node as any).hash = "a9af5d9cf7300e1c02f95148f02d916c";

export default node;
