/**
 * @generated SignedSource<<90eceec18dd3a9106159c79b7c290491>>
 * @relayHash 09911c112dcaf1aa982507c193736f6c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c27deb5390729f09a582df7c9182d2699ee5829bca468c27bbd3596c1aa51a25

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
    "id": "c27deb5390729f09a582df7c9182d2699ee5829bca468c27bbd3596c1aa51a25",
    "metadata": {},
    "name": "ShareVideoButtonQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "02c8da39b2257fb370b55866291ab3c2";

export default node;
