/**
 * @generated SignedSource<<cc2b7d8747a803578a16c9535709a8b6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ReportStatus = "IN_PROGRESS" | "OPEN" | "RESOLVED";
import { FragmentRefs } from "relay-runtime";
export type InboxSuggestion_suggestion$data = {
  readonly answer: string | null | undefined;
  readonly createdAt: any;
  readonly email: string | null | undefined;
  readonly fromMember: boolean;
  readonly id: string;
  readonly name: string;
  readonly status: ReportStatus;
  readonly suggestion: string;
  readonly " $fragmentType": "InboxSuggestion_suggestion";
};
export type InboxSuggestion_suggestion$key = {
  readonly " $data"?: InboxSuggestion_suggestion$data;
  readonly " $fragmentSpreads": FragmentRefs<"InboxSuggestion_suggestion">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InboxSuggestion_suggestion",
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
      "name": "suggestion",
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
  "type": "Suggestion",
  "abstractKey": null
};

(node as any).hash = "4b865ac356b14cc67f602cb074a2833c";

export default node;
