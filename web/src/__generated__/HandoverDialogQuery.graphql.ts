/**
 * @generated SignedSource<<07257e355d4052df8f1d800f8c9c7365>>
 * @relayHash 2b6e13c01fb9000e8800e785a135198a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dbfe75f6439083b754c91286248b30f6cde1a8951154eb7723f12207c5bd975d

import { ConcreteRequest } from 'relay-runtime';
export type HandoverDialogQuery$variables = Record<PropertyKey, never>;
export type HandoverDialogQuery$data = {
  readonly viewer: {
    readonly groupMembers: ReadonlyArray<{
      readonly fullName: string;
      readonly userId: string;
    }>;
    readonly id: string;
  } | null | undefined;
};
export type HandoverDialogQuery = {
  response: HandoverDialogQuery$data;
  variables: HandoverDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "GroupMember",
        "kind": "LinkedField",
        "name": "groupMembers",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "userId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "fullName",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "HandoverDialogQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "HandoverDialogQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "dbfe75f6439083b754c91286248b30f6cde1a8951154eb7723f12207c5bd975d",
    "metadata": {},
    "name": "HandoverDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "14dcb04ea6875bf94e07b8e7adcea097";

export default node;
