/**
 * @generated SignedSource<<94737c331de25e7db5b7458261537bfc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ReportStatus = "IN_PROGRESS" | "OPEN" | "RESOLVED";
import { FragmentRefs } from "relay-runtime";
export type InboxCustomAppRequest_request$data = {
  readonly answer: string | null | undefined;
  readonly budget: string | null | undefined;
  readonly createdAt: any;
  readonly description: string;
  readonly email: string;
  readonly fromMember: boolean;
  readonly id: string;
  readonly name: string;
  readonly phone: string | null | undefined;
  readonly projectType: string | null | undefined;
  readonly status: ReportStatus;
  readonly timeline: string | null | undefined;
  readonly " $fragmentType": "InboxCustomAppRequest_request";
};
export type InboxCustomAppRequest_request$key = {
  readonly " $data"?: InboxCustomAppRequest_request$data;
  readonly " $fragmentSpreads": FragmentRefs<"InboxCustomAppRequest_request">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InboxCustomAppRequest_request",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
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
      "name": "projectType",
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
      "name": "budget",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "timeline",
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
      "name": "answer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fromMember",
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
  "type": "CustomAppRequest",
  "abstractKey": null
};

(node as any).hash = "3189661f7dbdd388c605574f007698f9";

export default node;
