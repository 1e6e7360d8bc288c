/**
 * @generated SignedSource<<f56b8a3528d2cf9b3c3d8a21c25993d7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CongregationVideos_query$data = {
  readonly congregationVideos: ReadonlyArray<{
    readonly description: string | null | undefined;
    readonly id: string;
    readonly title: string;
    readonly url: string;
  }>;
  readonly " $fragmentType": "CongregationVideos_query";
};
export type CongregationVideos_query$key = {
  readonly " $data"?: CongregationVideos_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CongregationVideos_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CongregationVideos_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CongregationVideo",
      "kind": "LinkedField",
      "name": "congregationVideos",
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
          "name": "title",
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
          "name": "description",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "98e46771304c4d5e1b8528c2af02ac9e";

export default node;
