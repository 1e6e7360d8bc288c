/**
 * @generated SignedSource<<0df53dcee371f7064b7dd7979ebafe0e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ServiceGroupNumber = "FAMILY_AND_FRIENDS" | "GROUP_1" | "GROUP_2" | "GROUP_3" | "GROUP_4" | "GROUP_5" | "GROUP_6" | "GROUP_7" | "GROUP_8" | "NONE";
import { FragmentRefs } from "relay-runtime";
export type GroupRequestCard_request$data = {
  readonly assignedElder: string | null | undefined;
  readonly completionNotes: string | null | undefined;
  readonly createdAt: any;
  readonly description: string;
  readonly groupNumber: ServiceGroupNumber;
  readonly id: string;
  readonly nextStatuses: ReadonlyArray<string>;
  readonly notes: string | null | undefined;
  readonly preferredElders: string | null | undefined;
  readonly priority: string;
  readonly requestType: string;
  readonly requestorEmail: string | null | undefined;
  readonly requestorName: string;
  readonly requestorPhone: string | null | undefined;
  readonly scheduledDate: any | null | undefined;
  readonly status: string;
  readonly " $fragmentType": "GroupRequestCard_request";
};
export type GroupRequestCard_request$key = {
  readonly " $data"?: GroupRequestCard_request$data;
  readonly " $fragmentSpreads": FragmentRefs<"GroupRequestCard_request">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GroupRequestCard_request",
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
      "name": "requestorName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "requestorPhone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "requestorEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "groupNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "requestType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "priority",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "preferredElders",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notes",
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
      "name": "nextStatuses",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "assignedElder",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scheduledDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "completionNotes",
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
  "type": "ShepherdingRequest",
  "abstractKey": null
};

(node as any).hash = "e7833d6846bdb7e7073f9e0ee5c87501";

export default node;
