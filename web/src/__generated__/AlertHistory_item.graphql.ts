/**
 * @generated SignedSource<<d7731fcb2532a3852ffd89b60eb7e90c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AlertKind = "DRILL" | "ROLLCALL" | "STATUS";
export type AlertStatus = "GREEN" | "ORANGE" | "RED";
import { FragmentRefs } from "relay-runtime";
export type AlertHistory_item$data = {
  readonly endedAt: any | null | undefined;
  readonly isDrill: boolean;
  readonly isMine: boolean;
  readonly kind: AlertKind;
  readonly message: string | null | undefined;
  readonly senderName: string;
  readonly sentAt: any;
  readonly status: AlertStatus | null | undefined;
  readonly " $fragmentType": "AlertHistory_item";
};
export type AlertHistory_item$key = {
  readonly " $data"?: AlertHistory_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"AlertHistory_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AlertHistory_item",
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
      "name": "status",
      "storageKey": null
    },
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
      "name": "isMine",
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
      "kind": "ScalarField",
      "name": "endedAt",
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
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "EmergencyAlert",
  "abstractKey": null
};

(node as any).hash = "91eb3d8a03bd6c4a046c91790c7c15ec";

export default node;
