/**
 * @generated SignedSource<<378aaf1f98971065aebb2aaf3c4c497f>>
 * @relayHash d6fe4c741815ab9cf09936d171c718ca
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 85537ffc6df84fcb2ebe7d7ae7d8313741ef5dad68c4dd99ddc1f655ee2b1ddf

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
    "id": "85537ffc6df84fcb2ebe7d7ae7d8313741ef5dad68c4dd99ddc1f655ee2b1ddf",
    "metadata": {},
    "name": "ShareSongDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d2612a86a9fa36b41dbbf91425d4b2dc";

export default node;
