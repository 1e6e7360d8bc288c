/**
 * @generated SignedSource<<f3fd94aede02082dcf636415df254173>>
 * @relayHash 5b1c5d4c065cbeface9e987188806503
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e1702236be7544d4ccc3fa2c5ae8c81c1a01a2ba51236336a8dda245a9a662e5

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EmergencyBannerSubscription$variables = Record<PropertyKey, never>;
export type EmergencyBannerSubscription$data = {
  readonly groupStatusChanged: {
    readonly serviceGroup: {
      readonly " $fragmentSpreads": FragmentRefs<"EmergencyBanner_group">;
    };
  };
};
export type EmergencyBannerSubscription = {
  response: EmergencyBannerSubscription$data;
  variables: EmergencyBannerSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isMine",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isDrill",
  "storageKey": null
},
v3 = [
  (v0/*:: as any*/),
  (v1/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "EmergencyBannerSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "GroupStatusChanged",
        "kind": "LinkedField",
        "name": "groupStatusChanged",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ServiceGroup",
            "kind": "LinkedField",
            "name": "serviceGroup",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "EmergencyBanner_group"
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
    "name": "EmergencyBannerSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "GroupStatusChanged",
        "kind": "LinkedField",
        "name": "groupStatusChanged",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ServiceGroup",
            "kind": "LinkedField",
            "name": "serviceGroup",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ServiceGroupBoard",
                "kind": "LinkedField",
                "name": "board",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "EmergencyAlert",
                    "kind": "LinkedField",
                    "name": "latestStatuses",
                    "plural": true,
                    "selections": [
                      (v0/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "status",
                        "storageKey": null
                      },
                      (v1/*:: as any*/),
                      (v2/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "senderName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "sentAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "AlertResponse",
                        "kind": "LinkedField",
                        "name": "responses",
                        "plural": true,
                        "selections": (v3/*:: as any*/),
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "RollCall",
                    "kind": "LinkedField",
                    "name": "activeRollCall",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "startedBy",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "EmergencyAlert",
                        "kind": "LinkedField",
                        "name": "alert",
                        "plural": false,
                        "selections": (v3/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "RollCallEntry",
                        "kind": "LinkedField",
                        "name": "heardFrom",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "ServiceGroupMember",
                            "kind": "LinkedField",
                            "name": "member",
                            "plural": false,
                            "selections": [
                              (v0/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "isViewer",
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "EmergencyAlert",
                            "kind": "LinkedField",
                            "name": "alert",
                            "plural": false,
                            "selections": [
                              (v0/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
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
    "id": "e1702236be7544d4ccc3fa2c5ae8c81c1a01a2ba51236336a8dda245a9a662e5",
    "metadata": {},
    "name": "EmergencyBannerSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "2a596b0e9509fe9ad711e57035442a56";

export default node;
