/**
 * @generated SignedSource<<8d254273305e3498372a5526dd79399a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CongregationScriptures_query$data = {
  readonly congregationScriptures: ReadonlyArray<{
    readonly id: string;
    readonly notes: string | null | undefined;
    readonly reference: string;
    readonly text: string;
  }>;
  readonly " $fragmentType": "CongregationScriptures_query";
};
export type CongregationScriptures_query$key = {
  readonly " $data"?: CongregationScriptures_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CongregationScriptures_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CongregationScriptures_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CongregationScripture",
      "kind": "LinkedField",
      "name": "congregationScriptures",
      "plural": true,
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
          "name": "reference",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "text",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "notes",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "2ea3806c2d99955844b6c0d038b72c45";

export default node;
