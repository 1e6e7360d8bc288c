/**
 * @generated SignedSource<<28a195c3847484e8d8392c5fac7519e1>>
 * @relayHash a2b81b4017f20c61e103373f428a22f8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3a602c5e2089c56a7b305c6d5ef7550696520fe91783541f7d416db0bc72d2db

import { ConcreteRequest } from 'relay-runtime';
export type ServiceGroupNumber = "FAMILY_AND_FRIENDS" | "GROUP_1" | "GROUP_2" | "GROUP_3" | "GROUP_4" | "GROUP_5" | "GROUP_6" | "GROUP_7" | "GROUP_8" | "NONE";
export type ShareWithMemberDialogQuery$variables = Record<PropertyKey, never>;
export type ShareWithMemberDialogQuery$data = {
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
export type ShareWithMemberDialogQuery = {
  response: ShareWithMemberDialogQuery$data;
  variables: ShareWithMemberDialogQuery$variables;
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
    "name": "ShareWithMemberDialogQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ShareWithMemberDialogQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "3a602c5e2089c56a7b305c6d5ef7550696520fe91783541f7d416db0bc72d2db",
    "metadata": {},
    "name": "ShareWithMemberDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a6fd713854267d378601ed76e65b15ac";

export default node;
