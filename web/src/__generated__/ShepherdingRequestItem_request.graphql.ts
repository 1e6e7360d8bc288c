/**
 * @generated SignedSource<<626e7d5adae8ee53b7a2a08824f1ce93>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ShepherdingRequestItem_request$data = {
  readonly assignedElder: string | null | undefined;
  readonly createdAt: any;
  readonly description: string;
  readonly id: string;
  readonly priority: string;
  readonly requestType: string;
  readonly scheduledDate: any | null | undefined;
  readonly status: string;
  readonly " $fragmentType": "ShepherdingRequestItem_request";
};
export type ShepherdingRequestItem_request$key = {
  readonly " $data"?: ShepherdingRequestItem_request$data;
  readonly " $fragmentSpreads": FragmentRefs<"ShepherdingRequestItem_request">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ShepherdingRequestItem_request",
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
      "name": "description",
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
      "name": "createdAt",
      "storageKey": null
    }
  ],
  "type": "ShepherdingRequest",
  "abstractKey": null
};

(node as any).hash = "ea2d604362fce354dbdb3eb8a9e4ac5a";

export default node;
