/**
 * @generated SignedSource<<2dbb86c93f1703e991222e42130f21de>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CheckInStatus = "ACKNOWLEDGED" | "ACTIVE" | "DUE" | "ENDED" | "OVERDUE";
import { FragmentRefs } from "relay-runtime";
export type CheckInCard_checkIn$data = {
  readonly acknowledgedBy: string | null | undefined;
  readonly drill: boolean;
  readonly dueAt: any;
  readonly escalatedAt: any | null | undefined;
  readonly fullName: string;
  readonly id: string;
  readonly isMine: boolean;
  readonly location: string | null | undefined;
  readonly note: string | null | undefined;
  readonly overdueAt: any | null | undefined;
  readonly phone: string | null | undefined;
  readonly status: CheckInStatus;
  readonly takenByMe: boolean;
  readonly " $fragmentType": "CheckInCard_checkIn";
};
export type CheckInCard_checkIn$key = {
  readonly " $data"?: CheckInCard_checkIn$data;
  readonly " $fragmentSpreads": FragmentRefs<"CheckInCard_checkIn">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CheckInCard_checkIn",
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
  "type": "CheckIn",
  "abstractKey": null
};

(node as any).hash = "f5a5187bd89a7a89b127072b61afbe0c";

export default node;
