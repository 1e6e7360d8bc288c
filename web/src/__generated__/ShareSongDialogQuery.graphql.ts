/**
 * @generated SignedSource<<34b1f7bbf496c17c6bebdf03053e2269>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ServiceGroupNumber = "FAMILY_AND_FRIENDS" | "GROUP_1" | "GROUP_2" | "GROUP_3" | "GROUP_4" | "GROUP_5" | "GROUP_6" | "GROUP_7" | "GROUP_8" | "NONE";
export type ShareSongDialogQuery$variables = Record<PropertyKey, never>;
export type ShareSongDialogQuery$data = {
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
export type ShareSongDialogQuery = {
  response: ShareSongDialogQuery$data;
  variables: ShareSongDialogQuery$variables;
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
    "name": "ShareSongDialogQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ShareSongDialogQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "d6fe4c741815ab9cf09936d171c718ca",
    "id": null,
    "metadata": {},
    "name": "ShareSongDialogQuery",
    "operationKind": "query",
    "text": "query ShareSongDialogQuery {\n  viewer {\n    id\n    groupNumber\n    groupMembers {\n      userId\n      username\n      fullName\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d2612a86a9fa36b41dbbf91425d4b2dc";

export default node;
