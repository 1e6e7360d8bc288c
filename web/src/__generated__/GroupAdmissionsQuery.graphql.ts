/**
 * @generated SignedSource<<55aa048a284c11598d3115d02e079765>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type GroupAdmissionsQuery$variables = Record<PropertyKey, never>;
export type GroupAdmissionsQuery$data = {
  readonly groupInvitations: ReadonlyArray<{
    readonly expiresAt: any;
    readonly id: string;
    readonly uses: number;
  }>;
  readonly groupJoinRequests: ReadonlyArray<{
    readonly fullName: string;
    readonly memberId: string;
    readonly requestedAt: any;
    readonly username: string;
  }>;
};
export type GroupAdmissionsQuery = {
  response: GroupAdmissionsQuery$data;
  variables: GroupAdmissionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "GroupJoinRequest",
    "kind": "LinkedField",
    "name": "groupJoinRequests",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "memberId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "fullName",
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
        "name": "requestedAt",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "GroupInvitation",
    "kind": "LinkedField",
    "name": "groupInvitations",
    "plural": true,
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
        "name": "expiresAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "uses",
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
    "name": "GroupAdmissionsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "GroupAdmissionsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "49c031e4618d9632f3e373553a2a7a40",
    "id": null,
    "metadata": {},
    "name": "GroupAdmissionsQuery",
    "operationKind": "query",
    "text": "query GroupAdmissionsQuery {\n  groupJoinRequests {\n    memberId\n    fullName\n    username\n    requestedAt\n  }\n  groupInvitations {\n    id\n    expiresAt\n    uses\n  }\n}\n"
  }
};
})();

(node as any).hash = "5cbef58621890ed5be97b97310b8586c";

export default node;
