/**
 * @generated SignedSource<<8b1cd42aa8d858c6e8bd89b3e775e108>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AlertStatus = "GREEN" | "ORANGE" | "RED";
export type RollCallKind = "DRILL" | "ROLLCALL";
import { FragmentRefs } from "relay-runtime";
export type RollCallCard_group$data = {
  readonly board: {
    readonly activeRollCall: {
      readonly alert: {
        readonly id: string;
        readonly isMine: boolean;
      };
      readonly heardFrom: ReadonlyArray<{
        readonly alert: {
          readonly id: string;
          readonly sentAt: any;
          readonly status: AlertStatus | null | undefined;
        } | null | undefined;
        readonly member: {
          readonly id: string;
          readonly isViewer: boolean;
          readonly name: string;
        };
      }>;
      readonly isDrill: boolean;
      readonly kind: RollCallKind;
      readonly message: string | null | undefined;
      readonly notHeardFrom: ReadonlyArray<{
        readonly id: string;
        readonly isViewer: boolean;
        readonly name: string;
      }>;
      readonly startedAt: any;
      readonly startedBy: string;
    } | null | undefined;
  };
  readonly " $fragmentType": "RollCallCard_group";
};
export type RollCallCard_group$key = {
  readonly " $data"?: RollCallCard_group$data;
  readonly " $fragmentSpreads": FragmentRefs<"RollCallCard_group">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "isViewer",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RollCallCard_group",
  "selections": [
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
          "concreteType": "RollCall",
          "kind": "LinkedField",
          "name": "activeRollCall",
          "plural": false,
          "selections": [
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
              "name": "isDrill",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "startedAt",
              "storageKey": null
            },
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
              "kind": "ScalarField",
              "name": "message",
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
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "isMine",
                  "storageKey": null
                }
              ],
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
                  "selections": (v1/*:: as any*/),
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
                    (v0/*:: as any*/),
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
                      "name": "sentAt",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "ServiceGroupMember",
              "kind": "LinkedField",
              "name": "notHeardFrom",
              "plural": true,
              "selections": (v1/*:: as any*/),
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

(node as any).hash = "6b33b4228105904f57446144c3d53637";

export default node;
