/**
 * @generated SignedSource<<43978501996306c27f8c65e76f17baaf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ServiceGroupNumber = "FAMILY_AND_FRIENDS" | "GROUP_1" | "GROUP_2" | "GROUP_3" | "GROUP_4" | "GROUP_5" | "GROUP_6" | "GROUP_7" | "GROUP_8" | "NONE";
export type ShareVideoButtonQuery$variables = Record<PropertyKey, never>;
export type ShareVideoButtonQuery$data = {
  readonly viewer: {
    readonly groupMembers: ReadonlyArray<{
      readonly fullName: string;
      readonly userId: string;
      readonly username: string;
    }>;
    readonly groupNumber: ServiceGroupNumber;
    readonly id: string;
  } | null | undefined;
};
export type ShareVideoButtonQuery = {
  response: ShareVideoButtonQuery$data;
  variables: ShareVideoButtonQuery$variables;
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
        "kind": "ScalarField",
        "name": "groupNumber",
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
            "name": "username",
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
    "name": "ShareVideoButtonQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ShareVideoButtonQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "09911c112dcaf1aa982507c193736f6c",
    "id": null,
    "metadata": {},
    "name": "ShareVideoButtonQuery",
    "operationKind": "query",
    "text": "query ShareVideoButtonQuery {\n  viewer {\n    id\n    groupNumber\n    groupMembers {\n      userId\n      username\n      fullName\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "02c8da39b2257fb370b55866291ab3c2";

export default node;
