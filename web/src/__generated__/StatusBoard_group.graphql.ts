/**
 * @generated SignedSource<<e51e0e6a31882c1c3d7a00e5681599af>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StatusBoard_group$data = {
  readonly board: {
    readonly latestStatuses: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"StatusUpdate_alert">;
    }>;
  };
  readonly " $fragmentType": "StatusBoard_group";
};
export type StatusBoard_group$key = {
  readonly " $data"?: StatusBoard_group$data;
  readonly " $fragmentSpreads": FragmentRefs<"StatusBoard_group">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StatusBoard_group",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ServiceGroupBoard",
      "kind": "LinkedField",
      "name": "board",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "EmergencyAlert",
          "kind": "LinkedField",
          "name": "latestStatuses",
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
              "args": null,
              "kind": "FragmentSpread",
              "name": "StatusUpdate_alert"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ServiceGroup",
  "abstractKey": null
};

(node as any).hash = "91c60c7eebe5315df240fc0df5d03a0f";

export default node;
