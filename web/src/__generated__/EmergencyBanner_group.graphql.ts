/**
 * @generated SignedSource<<f40a739223133def79d31eba1372ca3a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AlertStatus = "GREEN" | "ORANGE" | "RED";
import { FragmentRefs } from "relay-runtime";
export type EmergencyBanner_group$data = {
  readonly board: {
    readonly activeRollCall: {
      readonly alert: {
        readonly id: string;
        readonly isMine: boolean;
      };
      readonly heardFrom: ReadonlyArray<{
        readonly alert: {
          readonly id: string;
        } | null | undefined;
        readonly member: {
          readonly id: string;
          readonly isViewer: boolean;
        };
      }>;
      readonly isDrill: boolean;
      readonly startedBy: string;
    } | null | undefined;
    readonly latestStatuses: ReadonlyArray<{
      readonly id: string;
      readonly isDrill: boolean;
      readonly isMine: boolean;
      readonly responses: ReadonlyArray<{
        readonly id: string;
        readonly isMine: boolean;
      }>;
      readonly senderName: string;
      readonly sentAt: any;
      readonly status: AlertStatus | null | undefined;
    }>;
  };
  readonly id: string;
  readonly " $fragmentType": "EmergencyBanner_group";
};
export type EmergencyBanner_group$key = {
  readonly " $data"?: EmergencyBanner_group$data;
  readonly " $fragmentSpreads": FragmentRefs<"EmergencyBanner_group">;
};

const node: ReaderFragment = (function(){
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
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EmergencyBanner_group",
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
  "type": "ServiceGroup",
  "abstractKey": null
};
})();

(node as any).hash = "5135b642d436e1c9410720dd9c72fd24";

export default node;
