/**
 * @generated SignedSource<<ea07da1cd1309ebd9c4d2b936e3d2f23>>
 * @relayHash 76fa61701124889ae8b10ad199ef5fb0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3a783fb8860c86c5c321214ca7d1123fc5f64e0100c340adf411c951d7c14179

import { ConcreteRequest } from 'relay-runtime';
export type AdminActivityPageSubscription$variables = Record<PropertyKey, never>;
export type AdminActivityPageSubscription$data = {
  readonly adminDashboardChanged: {
    readonly activeSessions: number;
    readonly checkInSteps: ReadonlyArray<{
      readonly count: number;
      readonly step: string;
    }>;
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
        "concreteType": "CheckInStepCount",
        "kind": "LinkedField",
        "name": "checkInSteps",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "step",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "count",
            "storageKey": null
          }
        ],
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
    "id": "3a783fb8860c86c5c321214ca7d1123fc5f64e0100c340adf411c951d7c14179",
    "metadata": {},
    "name": "AdminActivityPageSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "6633c31fb515a0fb0df07ba2e67b59ff";

export default node;
