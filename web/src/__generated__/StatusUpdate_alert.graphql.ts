/**
 * @generated SignedSource<<64d025b71de36b6cb2696cdd2a99f159>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AlertResponseKind = "CAN_HELP" | "MESSAGE" | "ON_MY_WAY";
export type AlertStatus = "GREEN" | "ORANGE" | "RED";
import { FragmentRefs } from "relay-runtime";
export type StatusUpdate_alert$data = {
  readonly comment: string | null | undefined;
  readonly id: string;
  readonly isDrill: boolean;
  readonly isMine: boolean;
  readonly location: string | null | undefined;
  readonly message: string | null | undefined;
  readonly responses: ReadonlyArray<{
    readonly id: string;
    readonly isMine: boolean;
    readonly message: string | null | undefined;
    readonly respondedAt: any;
    readonly responderName: string;
    readonly status: AlertResponseKind;
  }>;
  readonly senderName: string;
  readonly sentAt: any;
  readonly status: AlertStatus | null | undefined;
  readonly " $fragmentType": "StatusUpdate_alert";
};
export type StatusUpdate_alert$key = {
  readonly " $data"?: StatusUpdate_alert$data;
  readonly " $fragmentSpreads": FragmentRefs<"StatusUpdate_alert">;
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
  "name": "status",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isMine",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StatusUpdate_alert",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "comment",
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
      "name": "senderName",
      "storageKey": null
    },
    (v3/*:: as any*/),
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
      "kind": "ScalarField",
      "name": "isDrill",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AlertResponse",
      "kind": "LinkedField",
      "name": "responses",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "responderName",
          "storageKey": null
        },
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "respondedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "EmergencyAlert",
  "abstractKey": null
};
})();

(node as any).hash = "b21dbc60a11cfe43165855fe2db81213";

export default node;
