/**
 * @generated SignedSource<<17ed8ac271a2425ad4121e2e686767b1>>
 * @relayHash 1e7d7a7a41a0d3ce2cd82703f2dae473
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9c91f58a434bb4061d2070b9b0a43730e67ea0fb443d0ad332a350bd424e7ed0

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CheckInStep = "DUE" | "ENDED" | "ESCALATED" | "EXTENDED" | "OVERDUE" | "STARTED" | "TAKEN";
export type queriesCheckInChangedSubscription$variables = Record<PropertyKey, never>;
export type queriesCheckInChangedSubscription$data = {
  readonly checkInChanged: {
    readonly checkIn: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"CheckInCard_checkIn">;
    } | null | undefined;
    readonly step: CheckInStep;
  };
};
export type queriesCheckInChangedSubscription = {
  response: queriesCheckInChangedSubscription$data;
  variables: queriesCheckInChangedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "step",
  "storageKey": null
},
v1 = {
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
    "name": "queriesCheckInChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CheckInChanged",
        "kind": "LinkedField",
        "name": "checkInChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "CheckIn",
            "kind": "LinkedField",
            "name": "checkIn",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CheckInCard_checkIn"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "queriesCheckInChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CheckInChanged",
        "kind": "LinkedField",
        "name": "checkInChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "CheckIn",
            "kind": "LinkedField",
            "name": "checkIn",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
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
                "name": "phone",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "note",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "location",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "drill",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dueAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "overdueAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "escalatedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "acknowledgedBy",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isMine",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "takenByMe",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "9c91f58a434bb4061d2070b9b0a43730e67ea0fb443d0ad332a350bd424e7ed0",
    "metadata": {},
    "name": "queriesCheckInChangedSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "b0b3feb5c5257aaf114d00b2cd468a61";

export default node;
