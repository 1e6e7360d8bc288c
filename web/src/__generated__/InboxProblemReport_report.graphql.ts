/**
 * @generated SignedSource<<418f20a80d752472e724c747f79207a5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ReportPriority = "HIGH" | "LOW" | "MEDIUM";
export type ReportStatus = "IN_PROGRESS" | "OPEN" | "RESOLVED";
import { FragmentRefs } from "relay-runtime";
export type InboxProblemReport_report$data = {
  readonly answer: string | null | undefined;
  readonly browserInfo: string | null | undefined;
  readonly createdAt: any;
  readonly description: string;
  readonly email: string | null | undefined;
  readonly fromMember: boolean;
  readonly id: string;
  readonly name: string;
  readonly priority: ReportPriority;
  readonly problemType: string | null | undefined;
  readonly status: ReportStatus;
  readonly stepsToReproduce: string | null | undefined;
  readonly url: string | null | undefined;
  readonly " $fragmentType": "InboxProblemReport_report";
};
export type InboxProblemReport_report$key = {
  readonly " $data"?: InboxProblemReport_report$data;
  readonly " $fragmentSpreads": FragmentRefs<"InboxProblemReport_report">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InboxProblemReport_report",
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
      "name": "problemType",
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
      "name": "stepsToReproduce",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "browserInfo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
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
  "type": "ProblemReport",
  "abstractKey": null
};

(node as any).hash = "5ba4231cf88f0cdb5de1de83876c8f45";

export default node;
