/**
 * @generated SignedSource<<6bc22ccc57cb3178ab409d69c2646a24>>
 * @relayHash 883e00542d29fabe2fcabd49a7b279c4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ad862b112213d5dace44c48ae6c6d0bfb7091d0ae17d84d4944758136dbe682b

import { ConcreteRequest } from 'relay-runtime';
export type AdminActivityPageSubscription$variables = Record<PropertyKey, never>;
export type AdminActivityPageSubscription$data = {
  readonly adminDashboardChanged: {
    readonly activeSessions: number;
    readonly id: string;
    readonly newUsers: number;
    readonly recentActivity: ReadonlyArray<{
      readonly createdAt: any;
      readonly detail: string | null | undefined;
      readonly id: string;
      readonly kind: string;
      readonly username: string;
    }>;
    readonly signInsToday: number;
    readonly totalUsers: number;
  };
};
export type AdminActivityPageSubscription = {
  response: AdminActivityPageSubscription$data;
  variables: AdminActivityPageSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "AdminDashboard",
    "kind": "LinkedField",
    "name": "adminDashboardChanged",
    "plural": false,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalUsers",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "newUsers",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "activeSessions",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "signInsToday",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ActivityEntry",
        "kind": "LinkedField",
        "name": "recentActivity",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "kind",
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
            "name": "detail",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
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
    "name": "AdminActivityPageSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminActivityPageSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ad862b112213d5dace44c48ae6c6d0bfb7091d0ae17d84d4944758136dbe682b",
    "metadata": {},
    "name": "AdminActivityPageSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "f02e80c7fabb07737e9c1ead33174289";

export default node;
